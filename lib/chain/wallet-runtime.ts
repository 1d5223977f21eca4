/**
 * The wallet stack proper (wagmi + viem): loaded on demand by the wallet loader, never in the first
 * load. It publishes connection state to jotai atoms and offers the few actions the app needs.
 */
import { type Address, erc20Abi, type Hash, type Hex, maxUint256 } from 'viem';
import { waitForTransactionReceipt as viemWaitForReceipt } from 'viem/actions';
import {
  getBalance,
  getConnection,
  getConnectors,
  getGasPrice,
  getPublicClient,
  readContract,
  reconnect,
  connect as wagmiConnect,
  disconnect as wagmiDisconnect,
  signMessage as wagmiSignMessage,
  watchAsset,
  watchConnection,
  watchConnectors,
  writeContract,
} from 'wagmi/actions';
import { DEPOSIT_FLAG } from '@/lib/contract/vault-abi';
import { appStore } from '@/lib/session/store';
import { vault } from './contracts';
import { type Eip1193Provider, readInjected } from './detect';
import { createWagmiConfig } from './wagmi-config';
import { type WalletOption, type WalletState, walletAtom, walletOptionsAtom } from './wallet-state';

const wagmiConfig = createWagmiConfig();

type Connector = ReturnType<typeof getConnectors>[number];

/** EIP-6963 wallets announce themselves; the generic injected connector is only a fallback. */
function usableConnectors(): Connector[] {
  const all = getConnectors(wagmiConfig);
  const announced = all.filter((c) => c.id !== 'injected');
  return announced.length > 0 ? announced : all.filter((c) => c.id === 'injected');
}

function publishOptions(): void {
  const options: WalletOption[] = usableConnectors().map((c) => ({
    id: c.id,
    name: c.name,
    icon: c.icon,
  }));
  appStore.set(walletOptionsAtom, options);
}

function publishConnection(): void {
  const c = getConnection(wagmiConfig);
  const noWallet =
    c.status === 'disconnected' && usableConnectors().length === 0 && !readInjected();
  const next: WalletState = {
    status: noWallet ? 'none' : c.status,
    address: c.address,
    chainId: c.chainId,
  };
  appStore.set(walletAtom, next);
}

watchConnection(wagmiConfig, { onChange: publishConnection });
watchConnectors(wagmiConfig, { onChange: publishOptions });
publishOptions();
publishConnection();

export function options(): WalletOption[] {
  return usableConnectors().map((c) => ({ id: c.id, name: c.name, icon: c.icon }));
}

/** Restores a connection the wallet already granted (no prompt). */
export async function restore(): Promise<void> {
  await reconnect(wagmiConfig).catch((error: unknown) => console.warn('reconnect failed', error));
  publishOptions();
  publishConnection();
}

export async function connect(
  connectorId?: string,
): Promise<{ address: Address; chainId: number }> {
  const current = getConnection(wagmiConfig);
  if (current.status === 'connected' && current.address && current.chainId !== undefined) {
    return { address: current.address, chainId: current.chainId };
  }
  const list = usableConnectors();
  const connector = list.find((c) => c.id === connectorId) ?? list[0];
  if (!connector) throw new Error('No wallet available');
  const result = await wagmiConnect(wagmiConfig, { connector });
  const address = result.accounts[0];
  if (!address) throw new Error('The wallet returned no account');
  return { address, chainId: result.chainId };
}

export async function disconnect(): Promise<void> {
  await wagmiDisconnect(wagmiConfig).catch((error: unknown) =>
    console.warn('disconnect failed', error),
  );
}

/** The connected wallet's raw provider, for chain switching with full control of the codes. */
export async function provider(): Promise<Eip1193Provider> {
  const connector = getConnection(wagmiConfig).connector;
  if (!connector) throw new Error('No wallet connected');
  return (await connector.getProvider()) as Eip1193Provider;
}

/** The chain the wallet is on now, asked of the wallet itself (wagmi's copy can lag). */
export async function walletChainId(): Promise<number> {
  const raw = await (await provider()).request({ method: 'eth_chainId' });
  return Number(raw);
}

export function signMessage(message: string): Promise<Hex> {
  return wagmiSignMessage(wagmiConfig, { message });
}

export function tokenBalance(token: Address, owner: Address): Promise<bigint> {
  return readContract(wagmiConfig, {
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });
}

export function allowance(token: Address, owner: Address, spender: Address): Promise<bigint> {
  return readContract(wagmiConfig, {
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, spender],
  });
}

/** Approves the maximum uint256 (SPEC §4), so later deposits need no approval. */
export function approveMax(token: Address, spender: Address): Promise<Hash> {
  return writeContract(wagmiConfig, {
    address: token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender, maxUint256],
  });
}

export function deposit(token: Address, amount: bigint, orderNo: bigint): Promise<Hash> {
  return writeContract(wagmiConfig, {
    ...vault,
    functionName: 'deposit',
    args: [token, amount, orderNo, DEPOSIT_FLAG],
  });
}

/**
 * Who paid order `orderNo` into the vault; the zero address while nobody has. The vault takes
 * each number once, so a deposit of a number someone else paid first is refused (OrderExist).
 */
export async function orderSender(orderNo: bigint): Promise<Address> {
  const order = await readContract(wagmiConfig, {
    ...vault,
    functionName: 'getOrder',
    args: [orderNo],
  });
  return order.from;
}

/** The code deployed at `address` ("0x" or nothing for a wallet), read from the app's RPC. */
export function codeAt(address: Address): Promise<Hex | undefined> {
  const client = getPublicClient(wagmiConfig);
  if (!client) return Promise.reject(new Error('No chain client'));
  return client.getCode({ address });
}

/**
 * Resolves with the receipt's status. Viem's action, not wagmi's: wagmi's throws on status 0
 * with a replayed revert reason, which hides that the transaction was mined and failed.
 */
export async function waitForReceipt(hash: Hash): Promise<'success' | 'reverted'> {
  const client = getPublicClient(wagmiConfig);
  if (!client) throw new Error('No chain client');
  const receipt = await viemWaitForReceipt(client, { hash, pollingInterval: 500 });
  return receipt.status;
}

/** The BNB the wallet holds and the chain's gas price now: what paying a transaction's fee takes. */
export async function gasFunds(owner: Address): Promise<{ balance: bigint; price: bigint }> {
  const [balance, price] = await Promise.all([
    getBalance(wagmiConfig, { address: owner }),
    getGasPrice(wagmiConfig),
  ]);
  return { balance: balance.value, price };
}

/** Asks the wallet to list a token (EIP-747); true when it did. */
export function watchToken(token: { address: Address; symbol: string; decimals: number }) {
  return watchAsset(wagmiConfig, { type: 'ERC20', options: token });
}
