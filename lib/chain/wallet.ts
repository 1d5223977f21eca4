/**
 * THE wallet: the one module that holds the person's wallet (an EIP-1193 provider) and does
 * everything the app asks of it: finding and connecting it, the network check and switch,
 * watching its account and chain, signing the login, reading the chain and writing to the
 * contracts. Nothing else in the app talks to a wallet.
 *
 * It speaks EIP-1193 itself and needs no wallet library on the way to the balances: sign-in
 * inside a wallet's browser, the app's most common start, loads none. The chain is read
 * through viem (a top-up's reads, and apart the code lookup of a destination's review) and the
 * contracts are written through wagmi, each loaded with its first use.
 */
import { createStore, type EIP6963ProviderDetail } from 'mipd';
import { type Address, getAddress, type Hash, type Hex, isAddress, toHex } from 'viem';
import { appStore, getSession, setSession } from '@/lib/session/store';
import { withTimeout } from '@/lib/timeout';
import { type Eip1193Provider, isWalletBrowser, readInjected, waitForWallet } from './detect';
import { checkNetwork, type NetworkCheckResult } from './network-check';
import { type WalletOption, type WalletState, walletAtom, walletOptionsAtom } from './wallet-state';

export type { NetworkCheckResult };

/** The id of the wallet at `window.ethereum` (inside a wallet's browser, or when none announces). */
export const INJECTED = 'injected';

/** How long a code lookup may take before the address counts as not checked. */
export const CODE_LOOKUP_TIMEOUT_MS = 10_000;

let announcements: ReturnType<typeof createStore> | undefined;

/** Wallets that announced themselves (EIP-6963), one per `rdns`. */
function announced(): EIP6963ProviderDetail[] {
  announcements ??= createStore();
  const byRdns = new Map<string, EIP6963ProviderDetail>();
  for (const detail of announcements.getProviders())
    if (!byRdns.has(detail.info.rdns)) byRdns.set(detail.info.rdns, detail);
  return [...byRdns.values()];
}

/**
 * The wallets a person can pick from: those that announced themselves, else the one at
 * `window.ethereum`. Published for the picker as well.
 */
export function walletOptions(): WalletOption[] {
  const list: WalletOption[] = announced().map(({ info }) => ({
    id: info.rdns,
    name: info.name,
    icon: info.icon,
  }));
  const options = list.length > 0 || !readInjected() ? list : [{ id: INJECTED, name: 'Wallet' }];
  appStore.set(walletOptionsAtom, options);
  return options;
}

function providerFor(id: string): Eip1193Provider | undefined {
  if (id === INJECTED) return readInjected();
  const detail = announced().find((d) => d.info.rdns === id);
  return detail?.provider as Eip1193Provider | undefined;
}

/**
 * The wallet this tab uses without asking: the one it signed in with, else inside a wallet's
 * browser that browser's own, else the only one there is.
 */
function defaultWalletId(): string | undefined {
  const { wallet } = getSession();
  if (wallet && providerFor(wallet)) return wallet;
  if (isWalletBrowser()) return INJECTED;
  return walletOptions()[0]?.id;
}

interface Held {
  provider: Eip1193Provider;
  release(): void;
}

let held: Held | undefined;
/** Only the latest reading of the wallet is published. */
let readings = 0;

function firstAccount(accounts: unknown): Address | undefined {
  const first = Array.isArray(accounts) ? accounts[0] : undefined;
  return typeof first === 'string' && isAddress(first, { strict: false })
    ? getAddress(first)
    : undefined;
}

function publish(state: WalletState): void {
  appStore.set(walletAtom, state);
}

/** Asks the held wallet for its account and chain (no prompt) and publishes the answer. */
async function readWallet(): Promise<WalletState> {
  const wallet = held;
  if (!wallet) return appStore.get(walletAtom);
  const reading = ++readings;
  let state: WalletState;
  try {
    const [accounts, chainId] = await Promise.all([
      wallet.provider.request({ method: 'eth_accounts' }),
      wallet.provider.request({ method: 'eth_chainId' }),
    ]);
    const address = firstAccount(accounts);
    state = address
      ? { status: 'connected', address, chainId: Number(chainId) }
      : { status: 'disconnected' };
  } catch (error) {
    // A wallet that cannot say which account it has is not one the session can rely on.
    console.warn('wallet read failed', error);
    state = { status: 'disconnected' };
  }
  if (reading === readings && held === wallet) publish(state);
  return state;
}

/**
 * Holds `provider` as this tab's wallet and listens to it: every change of account or chain
 * (EIP-1193 `accountsChanged`, `chainChanged`) is read and published to `walletAtom`, which the
 * session's lifecycle watches.
 */
function hold(provider: Eip1193Provider): Held {
  if (held?.provider === provider) return held;
  held?.release();
  const onChange = () => void readWallet();
  provider.on?.('accountsChanged', onChange);
  provider.on?.('chainChanged', onChange);
  const wallet: Held = {
    provider,
    release: () => {
      provider.removeListener?.('accountsChanged', onChange);
      provider.removeListener?.('chainChanged', onChange);
    },
  };
  held = wallet;
  return wallet;
}

/** The held wallet, or the one this tab uses without asking (held from now on). */
function heldOrDefault(): Held | undefined {
  if (held) return held;
  const id = defaultWalletId();
  const provider = id ? providerFor(id) : undefined;
  return provider ? hold(provider) : undefined;
}

/**
 * A signed-in tab's wallet, watched from now on, without a request: a change of account or
 * network is seen even before the stored address is checked (`restoreWallet`).
 */
export function watchWallet(): void {
  heldOrDefault();
}

/**
 * Finds the wallet this tab signed in with (waiting for one that injects late) and publishes its
 * account and chain, with no prompt: `none` when there is no wallet at all.
 */
export async function restoreWallet(): Promise<WalletState> {
  await waitForWallet();
  const wallet = heldOrDefault();
  if (!wallet) {
    publish({ status: 'none' });
    return { status: 'none' };
  }
  return readWallet();
}

/**
 * Connects the wallet `choice` (an id of `walletOptions`; by default the one this tab uses
 * without asking): its account (a prompt only if this site was never allowed) and chain.
 * `asked` is the answer to that same request when the page's first script already sent it to
 * `window.ethereum`: a refusal stands, any other failure is asked again.
 */
export async function connectWallet(
  choice?: string,
): Promise<{ address: Address; chainId: number }> {
  const id = choice ?? defaultWalletId();
  const provider = id ? providerFor(id) : undefined;
  if (!id || !provider) throw new Error('No wallet available');
  hold(provider);
  const accounts = await provider.request({ method: 'eth_requestAccounts' });
  const address = firstAccount(accounts);
  if (!address) throw new Error('The wallet returned no account');
  const chainId = Number(await provider.request({ method: 'eth_chainId' }));
  ++readings;
  publish({ status: 'connected', address, chainId });
  setSession({ wallet: id });
  return { address, chainId };
}

/** Lets the wallet go on logging out: this site is disconnected from it where it allows that. */
export async function disconnectWallet(): Promise<void> {
  const wallet = held;
  if (!wallet) return;
  wallet.release();
  held = undefined;
  ++readings;
  publish({ status: 'disconnected' });
  await wallet.provider
    .request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    .catch((error: unknown) => console.warn('disconnect failed', error));
}

/** EIP-191 signature of `message` by `address` (`personal_sign`: the text hex-encoded, then the signer). */
export async function signMessage(address: Address, message: string): Promise<Hex> {
  const wallet = heldOrDefault();
  if (!wallet) throw new Error('No wallet connected');
  const signature = await wallet.provider.request({
    method: 'personal_sign',
    params: [toHex(message), address],
  });
  if (typeof signature !== 'string' || !signature.startsWith('0x')) {
    throw new Error('The wallet returned no signature');
  }
  return signature as Hex;
}

/**
 * The network check on the held wallet (SPEC §4): `chainId` is where it said it is, when it
 * just said so. Switching reloads nothing here; the caller decides.
 */
export async function checkWalletNetwork(chainId?: number): Promise<NetworkCheckResult> {
  const wallet = heldOrDefault();
  if (!wallet) return 'refused';
  const now = chainId ?? Number(await wallet.provider.request({ method: 'eth_chainId' }));
  return checkNetwork(wallet.provider, now);
}

let checking: Promise<NetworkCheckResult> | undefined;
/** A sign-in stopped at the network step; a successful retry finishes it after the reload. */
let signInWaiting = false;

export function signInWaitsForNetwork(waiting: boolean): void {
  signInWaiting = waiting;
}

/**
 * The network check before a transaction, from the banner's retry, or after a sign-out by a
 * network change; the page reloads after a switch (and a sign-in stopped at this step resumes).
 */
export function ensureNetwork(): Promise<NetworkCheckResult> {
  if (!checking) {
    checking = (async () => {
      await waitForWallet();
      const result = await checkWalletNetwork();
      if (result === 'switched') {
        if (signInWaiting && !getSession().user?.token) setSession({ signStatus: 'switching' });
        window.location.reload();
      }
      return result;
    })()
      .catch((error: unknown): NetworkCheckResult => {
        console.warn('network check failed', error);
        return 'refused';
      })
      .finally(() => {
        checking = undefined;
      });
  }
  return checking;
}

const reads = () => import('./chain-reads');
const codeLookup = () => import('./code-lookup');
const writes = () => import('./contract-writes');

export async function tokenBalance(token: Address, owner: Address): Promise<bigint> {
  return (await reads()).tokenBalance(token, owner);
}

export async function allowance(token: Address, owner: Address, spender: Address): Promise<bigint> {
  return (await reads()).allowance(token, owner, spender);
}

/** The code at `address`; rejects when the chain cannot be asked or does not answer in time. */
export function codeAt(address: Address): Promise<Hex | undefined> {
  const lookup = codeLookup().then((chain) => chain.codeAt(address));
  return withTimeout(lookup, CODE_LOOKUP_TIMEOUT_MS, () => new Error('code lookup timed out'));
}

export async function gasFunds(owner: Address): Promise<{ balance: bigint; price: bigint }> {
  return (await reads()).gasFunds(owner);
}

export async function orderSender(orderNo: bigint): Promise<Address> {
  return (await reads()).orderSender(orderNo);
}

export async function waitForReceipt(hash: Hash): Promise<'success' | 'reverted'> {
  return (await reads()).waitForReceipt(hash);
}

/** Who a write goes out from: the held wallet, as the signed-in account. */
function sender() {
  const wallet = heldOrDefault();
  const account = getSession().address;
  if (!wallet || !isAddress(account, { strict: false })) throw new Error('No wallet connected');
  return { provider: wallet.provider, account: getAddress(account) };
}

/** Approves `amount`, or the maximum uint256 for 'unlimited' (contract-writes.ts). */
export async function approve(
  token: Address,
  spender: Address,
  amount: bigint | 'unlimited',
): Promise<Hash> {
  const from = sender();
  return (await writes()).approve(from, token, spender, amount);
}

export async function deposit(token: Address, amount: bigint, orderNo: bigint): Promise<Hash> {
  const from = sender();
  return (await writes()).deposit(from, token, amount, orderNo);
}

/** Asks the held wallet to list a token (EIP-747); true when it did. */
export async function watchToken(token: {
  address: Address;
  symbol: string;
  decimals: number;
}): Promise<boolean> {
  const wallet = heldOrDefault();
  if (!wallet) throw new Error('No wallet connected');
  const added = await wallet.provider.request({
    method: 'wallet_watchAsset',
    params: { type: 'ERC20', options: token },
  });
  return added === true;
}
