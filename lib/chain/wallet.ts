/**
 * THE wallet: the one module the app asks of the person's wallet, on wagmi's actions: finding
 * and connecting it, the network check and switch, watching its account and chain, signing the
 * login, reading the chain and writing to the contracts. Nothing else in the app talks to a
 * wallet, and nothing here makes a wallet request of its own: those are the connectors'.
 *
 * The config is made on first use, so a guest's Home, which never asks for this module, loads
 * none of wagmi. The reads of a top-up, the code lookup of a destination's review and the
 * contract writes come with their first use.
 */
import { type Address, getAddress, type Hash, type Hex, isAddress } from 'viem';
import { type Connector, ConnectorChainMismatchError, type CreateConnectorFn } from 'wagmi';
import {
  connect,
  disconnect,
  type GetConnectionReturnType,
  getConnection,
  getConnectors,
  reconnect,
  signMessage as signWith,
  switchChain,
  watchAsset,
  watchConnection,
} from 'wagmi/actions';
import { config as appConfig } from '@/lib/config';
import { appStore, getSession, setSession } from '@/lib/session/store';
import { withTimeout } from '@/lib/timeout';
import { isWalletBrowser, readInjected, waitForWallet } from './detect';
import { addChainParameters, INJECTED } from './injected-connector';
import { checkNetwork, type NetworkCheckResult } from './network-check';
import { forgetWalletApp, pairedWalletApp, rememberWalletApp } from './paired-wallet-app';
import { type WagmiConfig, wagmiConfig } from './wagmi-config';
import {
  pairingAtom,
  WALLETCONNECT,
  type WalletOption,
  type WalletState,
  walletAtom,
  walletOptionsAtom,
} from './wallet-state';

export type { NetworkCheckResult };
export { INJECTED, WALLETCONNECT };

/** WalletConnect's connector, with its code, loaded only when it is used. */
async function walletConnectConnector(onUri?: (uri: string) => void) {
  const { walletConnectWallet } = await import('./walletconnect-connector');
  return walletConnectWallet(onUri);
}

/** How long a code lookup may take before the address counts as not checked. */
export const CODE_LOOKUP_TIMEOUT_MS = 10_000;

type Connection = GetConnectionReturnType<WagmiConfig>;
type Connected = Extract<Connection, { status: 'connected' }>;

function publish(state: WalletState): void {
  appStore.set(walletAtom, state);
}

/** What the app knows of a connection; a transient one (connecting) says nothing yet. */
function stateOf(connection: Connection): WalletState | undefined {
  if (connection.status === 'connected')
    return { status: 'connected', address: connection.address, chainId: connection.chainId };
  if (connection.status === 'disconnected') return { status: 'disconnected' };
  return undefined;
}

let watched: WagmiConfig | undefined;

/**
 * The config, with every change of the connection (the wallet's `accountsChanged`,
 * `chainChanged`, `disconnect`, heard by its connector) published to `walletAtom`, which the
 * session's lifecycle watches.
 */
function wallet(): WagmiConfig {
  const config = wagmiConfig();
  if (watched !== config) {
    watched = config;
    watchConnection(config, {
      onChange(connection) {
        const state = stateOf(connection);
        if (state) publish(state);
      },
    });
  }
  return config;
}

/** The injected wallets, each once: those that announced themselves, else `window.ethereum`. */
function injectedConnectors(): readonly Connector[] {
  const all = getConnectors(wallet()).filter((c) => c.type === 'injected');
  const announced = all.filter((c) => c.id !== INJECTED);
  if (announced.length > 0) return announced;
  return readInjected() ? all.filter((c) => c.id === INJECTED) : [];
}

/**
 * The wallets a person can pick from: those that announced themselves, else the one at
 * `window.ethereum`. Published for the picker as well.
 */
export function walletOptions(): WalletOption[] {
  const options = injectedConnectors().map((c) => ({
    id: c.id,
    name: c.id === INJECTED ? 'Wallet' : c.name,
    ...(c.icon ? { icon: c.icon } : {}),
  }));
  appStore.set(walletOptionsAtom, options);
  return options;
}

function connectorFor(id: string): Connector | undefined {
  return getConnectors(wallet()).find((c) => c.id === id);
}

/**
 * The wallet this tab uses without asking: the one it signed in with, else inside a wallet's
 * browser that browser's own, else the only one there is.
 */
function defaultConnector(): Connector | undefined {
  const { wallet: signedInWith } = getSession();
  const chosen = signedInWith ? connectorFor(signedInWith) : undefined;
  if (chosen) return chosen;
  if (isWalletBrowser()) return connectorFor(INJECTED);
  return injectedConnectors()[0];
}

/** The connection once wagmi is done connecting or reconnecting. */
function settled(config: WagmiConfig): Promise<Connection> {
  const now = getConnection(config);
  if (now.status === 'connected' || now.status === 'disconnected') return Promise.resolve(now);
  return new Promise((resolve) => {
    const stop = watchConnection(config, {
      onChange(connection) {
        if (connection.status !== 'connected' && connection.status !== 'disconnected') return;
        stop();
        resolve(connection);
      },
    });
  });
}

/**
 * Finds the wallet this tab signed in with (waiting for one that injects late), reconnects it
 * without a prompt and publishes its account and chain: `none` when there is no wallet at all.
 */
export async function restoreWallet(): Promise<WalletState> {
  const config = wallet();
  const viaWalletConnect = getSession().wallet === WALLETCONNECT;
  if (!viaWalletConnect) await waitForWallet();
  const connector = viaWalletConnect ? await walletConnectConnector() : defaultConnector();
  if (!connector) {
    publish({ status: 'none' });
    return { status: 'none' };
  }
  return reconnectWith(config, connector);
}

/** Reconnects `connector` without a prompt (where it is still allowed) and publishes the result. */
async function reconnectWith(
  config: WagmiConfig,
  connector: Connector | CreateConnectorFn,
): Promise<WalletState> {
  await reconnect(config, { connectors: [connector] });
  const state = stateOf(await settled(config)) ?? { status: 'disconnected' };
  publish(state);
  return state;
}

/**
 * A signed-in tab's wallet, reconnected without a prompt and watched from now on: a change of
 * account or network is seen as soon as it happens.
 */
export function watchWallet(): void {
  void restoreWallet();
}

/** The connection a request goes through: the one there is, else the default one reconnected. */
async function connected(): Promise<Connected> {
  const config = wallet();
  let connection = await settled(config);
  if (connection.status !== 'connected') {
    await restoreWallet();
    connection = getConnection(config);
  }
  if (connection.status !== 'connected') throw new Error('No wallet connected');
  return connection;
}

/**
 * Connects the wallet `choice` (an id of `walletOptions`; by default the one this tab uses
 * without asking): its account (a prompt only if this site was never allowed) and chain.
 */
export async function connectWallet(
  choice?: string,
): Promise<{ address: Address; chainId: number }> {
  if (choice === WALLETCONNECT) return pairWalletConnect();
  const config = wallet();
  const connector = choice ? connectorFor(choice) : defaultConnector();
  if (!connector) throw new Error('No wallet available');
  const now = await settled(config);
  const { accounts, chainId } =
    now.status === 'connected' && now.connector.uid === connector.uid
      ? { accounts: now.addresses, chainId: now.chainId }
      : await connect(config, { connector });
  return connectedWith(connector, accounts, chainId);
}

/** A refusal as a wallet says it (EIP-1193 4001): the person closed the pairing. */
function pairingClosed(): Error {
  return Object.assign(new Error('User rejected the request: the pairing was closed'), {
    code: 4001,
  });
}

/**
 * Pairs a wallet app through WalletConnect: the pairing URI is published (`pairingAtom`) for
 * the QR code and the wallet links until the wallet approves, or the person closes it.
 */
async function pairWalletConnect(): Promise<{ address: Address; chainId: number }> {
  const config = wallet();
  // Still connected (a sign-in resumed after the wallet app switched chain): that connection.
  const now = getConnection(config);
  if (now.status === 'connected' && now.connector.id === WALLETCONNECT)
    return connectedWith(now.connector, now.addresses, now.chainId);
  // The session paired before is used with no new pairing: a sign-in resumed after a chain
  // switch reloaded the page, or the app reopened while its wallet app is still paired.
  if (getSession().wallet === WALLETCONNECT || pairedWalletApp()) {
    const restored = await reconnectWith(config, await walletConnectConnector());
    const connection = getConnection(config);
    if (restored.status === 'connected' && connection.status === 'connected')
      return connectedWith(connection.connector, connection.addresses, connection.chainId);
    // The wallet app ended that session, or it expired: pair afresh.
    forgetWalletApp();
  }
  let cancel: () => void = () => undefined;
  const closed = new Promise<never>((_, reject) => {
    cancel = () => reject(pairingClosed());
  });
  closed.catch(() => undefined);
  appStore.set(pairingAtom, { uri: '', cancel });
  try {
    const connector = await walletConnectConnector((uri) => {
      if (appStore.get(pairingAtom)) appStore.set(pairingAtom, { uri, cancel });
    });
    const { accounts, chainId } = await Promise.race([connect(config, { connector }), closed]);
    const connection = getConnection(config);
    if (connection.status !== 'connected') throw new Error('The wallet returned no account');
    return connectedWith(connection.connector, accounts, chainId);
  } finally {
    appStore.set(pairingAtom, null);
  }
}

async function connectedWith(
  connector: Connector,
  accounts: readonly string[],
  chainId: number,
): Promise<{ address: Address; chainId: number }> {
  const config = wallet();
  const first = accounts[0];
  if (!first || !isAddress(first, { strict: false })) {
    await disconnect(config, { connector }).catch(() => undefined);
    throw new Error('The wallet returned no account');
  }
  const address = getAddress(first);
  publish({ status: 'connected', address, chainId });
  setSession({ wallet: connector.id });
  if (connector.id === WALLETCONNECT) {
    const { pairedName } = await import('./walletconnect-connector');
    const name = await pairedName(connector);
    if (name) rememberWalletApp(name);
  }
  return { address, chainId };
}

/**
 * Reloads the page once the wallet app's SDK has stored what it has handled (at most
 * WALLET_APP_SETTLE_MS): a reload from inside one of its events would otherwise hand that event
 * to the next page again. Other wallets keep nothing in the page: the reload is at once.
 */
export async function reloadAfterWallet(): Promise<void> {
  const connection = getConnection(wallet());
  if (connection.status === 'connected' && connection.connector.id === WALLETCONNECT) {
    const { connectorSettled } = await import('./walletconnect-connector');
    await connectorSettled(connection.connector).catch(() => undefined);
  }
  window.location.reload();
}

/** How long log-out waits for a wallet still reconnecting, so that its session ends as well. */
export const LOGOUT_SETTLE_MS = 10_000;

function inTime<T>(promise: Promise<T>): Promise<T | undefined> {
  return withTimeout(promise, LOGOUT_SETTLE_MS, () => new Error('The wallet did not settle')).catch(
    () => undefined,
  );
}

/**
 * Lets the wallet go on logging out: this site is disconnected from it where it allows that.
 * `signedInWith` is the wallet the session used: a WalletConnect session lives in the wallet
 * app as well, so it is ended even when log-out comes before this tab has reconnected to it
 * (a reopened app reconnects in the background, and the button is there before it is done).
 */
export async function disconnectWallet(signedInWith?: string): Promise<void> {
  const viaWalletConnect = signedInWith === WALLETCONNECT;
  // Log-out ends the pairing: the next visit pairs afresh, whatever happens below.
  if (viaWalletConnect) forgetWalletApp();
  if (!watched && !viaWalletConnect) return;
  const config = wallet();
  let connection = (await inTime(settled(config))) ?? getConnection(config);
  if (connection.status !== 'connected' && viaWalletConnect) {
    await inTime(
      walletConnectConnector().then((connector) => reconnect(config, { connectors: [connector] })),
    );
    connection = (await inTime(settled(config))) ?? getConnection(config);
  }
  if (connection.status === 'connected')
    await disconnect(config, { connector: connection.connector }).catch((error: unknown) =>
      console.warn('disconnect failed', error),
    );
  publish({ status: 'disconnected' });
}

/** The wallet was asked to sign on another chain than the one it last said it was on. */
export class WalletLeftChainError extends Error {
  constructor() {
    super('The wallet is on another chain than it said');
    this.name = 'WalletLeftChainError';
  }
}

/**
 * EIP-191 signature of `message` by `address` (the wallet signs the exact text), through the
 * connection there is: wagmi then asks the wallet only its chain before the signature, where
 * naming the connector would ask its accounts and its chain again first (each request a round
 * trip to the wallet app, before the person sees anything to sign).
 */
export async function signMessage(address: Address, message: string): Promise<Hex> {
  const { connector } = await connected();
  let signature: unknown;
  try {
    signature = await signWith(wallet(), { account: address, message });
  } catch (error) {
    if (!(error instanceof ConnectorChainMismatchError)) throw error;
    // A wallet that moved without saying so (no `chainChanged`): the chain it is on now is
    // published as if it had, so the network check that follows sees it.
    connector.emitter.emit('change', { chainId: await connector.getChainId() });
    throw new WalletLeftChainError();
  }
  if (typeof signature !== 'string' || !signature.startsWith('0x')) {
    throw new Error('The wallet returned no signature');
  }
  return signature as Hex;
}

/** wagmi's switch to the app's chain (the chain added where the wallet does not know it). */
async function switchToAppChain(): Promise<number> {
  const { chainId: _hex, ...addEthereumChainParameter } = addChainParameters();
  const chain = await switchChain(wallet(), {
    chainId: appConfig.chainId,
    addEthereumChainParameter,
  });
  return chain.id;
}

/**
 * The network check on the connected wallet (SPEC §4): `chainId` is where it said it is, when
 * it just said so. Switching reloads nothing here; the caller decides.
 */
export async function checkWalletNetwork(chainId?: number): Promise<NetworkCheckResult> {
  const connection = await connected().catch(() => undefined);
  if (!connection) return 'refused';
  return checkNetwork(chainId ?? connection.chainId, switchToAppChain);
}

let checking: Promise<NetworkCheckResult> | undefined;
/** A sign-in stopped at the network step; a successful retry finishes it after the reload. */
let signInWaiting = false;

export function signInWaitsForNetwork(waiting: boolean): void {
  signInWaiting = waiting;
}

/**
 * The network check before a transaction, from the banner's retry, or after a sign-out by a
 * network change; the page reloads after a switch (and a sign-in stopped at this step resumes
 * after the reload). A sign-in through a wallet app stopped at this step is `resume`d in place
 * instead: the switch happened in the wallet app and left this page's provider as it was, and a
 * reload would only start the WalletConnect SDK and its session again (seconds on a busy phone)
 * to resume the same sign-in.
 */
export function ensureNetwork(resume?: () => void): Promise<NetworkCheckResult> {
  if (!checking) {
    checking = (async () => {
      const viaWalletConnect = getSession().wallet === WALLETCONNECT;
      // A wallet app is reached through WalletConnect, not found in the page: nothing to wait for.
      if (!viaWalletConnect) await waitForWallet();
      const result = await checkWalletNetwork();
      if (result === 'switched') {
        const waiting = signInWaiting && !getSession().user?.token;
        if (waiting && viaWalletConnect && resume) {
          signInWaiting = false;
          resume();
        } else {
          if (waiting) setSession({ signStatus: 'switching' });
          await reloadAfterWallet();
        }
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
const writes = () => import('./contract-writes');

export async function tokenBalance(token: Address, owner: Address): Promise<bigint> {
  return (await reads()).tokenBalance(wallet(), token, owner);
}

export async function allowance(token: Address, owner: Address, spender: Address): Promise<bigint> {
  return (await reads()).allowance(wallet(), token, owner, spender);
}

/** The code at `address`; rejects when the chain cannot be asked or does not answer in time. */
export function codeAt(address: Address): Promise<Hex | undefined> {
  const lookup = reads().then((chain) => chain.codeAt(wallet(), address));
  return withTimeout(lookup, CODE_LOOKUP_TIMEOUT_MS, () => new Error('code lookup timed out'));
}

export async function gasFunds(owner: Address): Promise<{ balance: bigint; price: bigint }> {
  return (await reads()).gasFunds(wallet(), owner);
}

export async function orderSender(orderNo: bigint): Promise<Address> {
  return (await reads()).orderSender(wallet(), orderNo);
}

export async function waitForReceipt(hash: Hash): Promise<'success' | 'reverted'> {
  return (await reads()).waitForReceipt(wallet(), hash);
}

/** Who a write goes out from: the connected wallet, as the signed-in account. */
async function sender() {
  const account = getSession().address;
  if (!isAddress(account, { strict: false })) throw new Error('No wallet connected');
  const { connector } = await connected();
  return { config: wallet(), connector, account: getAddress(account) };
}

/** Approves `amount`, or the maximum uint256 for 'unlimited' (contract-writes.ts). */
export async function approve(
  token: Address,
  spender: Address,
  amount: bigint | 'unlimited',
): Promise<Hash> {
  const [from, write] = await Promise.all([sender(), writes()]);
  return write.approve(from, token, spender, amount);
}

export async function deposit(token: Address, amount: bigint, orderNo: bigint): Promise<Hash> {
  const [from, write] = await Promise.all([sender(), writes()]);
  return write.deposit(from, token, amount, orderNo);
}

/** Asks the connected wallet to list a token (EIP-747); true when it did. */
export async function watchToken(token: {
  address: Address;
  symbol: string;
  decimals: number;
}): Promise<boolean> {
  const { connector } = await connected();
  return watchAsset(wallet(), { connector, type: 'ERC20', options: token });
}
