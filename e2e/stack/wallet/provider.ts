/**
 * The test wallet as it runs inside the page: an EIP-1193 provider holding the public
 * development keys of the local chain, announced through EIP-6963 and `window.ethereum`. It
 * signs in the page (`local-signer.ts`) and sends the chain only signed transactions.
 *
 * Browser code: `bundle.ts` bundles this module (and what it imports) into one self-running
 * script and calls `installTestWallet` with the options baked in by whoever injects it. Nothing
 * here may reach the production build.
 */
import type { Hex } from 'viem';
import { sendTransactionLocally, signMessageLocally, signTypedDataLocally } from './local-signer';

export type Flavour =
  | 'plain'
  | 'metamask'
  | 'tokenpocket'
  | 'trust'
  | 'okx'
  | 'binance'
  | 'imtoken'
  | 'bitget'
  | 'safepal';

export interface WalletOptions {
  /** Index 0–9 into `ACCOUNTS`, or one of those addresses. Default 0. */
  account?: number | string;
  /** Chain the wallet starts on. Default 56. */
  chainId?: number;
  /** Chains the wallet can switch to without being asked to add them. Default [56]. */
  knownChains?: number[];
  /** Define `window.ethereum` only after this many ms. Default 0: before the app runs. */
  injectDelayMs?: number;
  /** Which wallet (or wallet in-app browser) to look like. Default 'plain'. */
  flavour?: Flavour;
  /** Also announce a second, distinct EIP-6963 provider. Default false. */
  secondWallet?: boolean;
  /** JSON-RPC endpoint of the chain. Default same-origin '/rpc'. */
  rpcUrl?: string;
  /** Start as if the site had already been granted account access. Default false. */
  autoConnected?: boolean;
}

export type WalletEvent = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect' | 'message';

export type Address = `0x${string}`;

export interface RequestArguments {
  readonly method: string;
  readonly params?: readonly unknown[] | object;
}

export interface RequestLogEntry {
  method: string;
  params: unknown;
  /** `Date.now()` when the request arrived. */
  at: number;
  /** EIP-6963 name of the provider the request was made on. */
  wallet: string;
}

export interface WalletState {
  account: Address;
  accountIndex: number;
  chainId: number;
  chainIdHex: string;
  connected: boolean;
  knownChains: number[];
  flavour: Flavour;
  name: string;
  rdns: string;
  /** False until `window.ethereum` is defined (see `injectDelayMs`). */
  injected: boolean;
}

export interface TestWalletControls {
  /**
   * The next request a person would confirm (or, given a method, the next call of that method)
   * fails with 4001.
   */
  rejectNext(method?: string): void;
  switchAccount(indexOrAddress: number | string): void;
  switchChain(chainId: number): void;
  setKnownChains(ids: number[]): void;
  /** The next wallet_switchEthereumChain or wallet_addEthereumChain fails with this code. */
  failSwitch(code: number): void;
  /** The next eth_sendTransaction is mined with status 0. */
  revertNext(): void;
  /**
   * The next eth_sendTransaction is sent, and its answer lost: the page gets 4900 (disconnected),
   * as from a wallet app whose connection dropped once it had sent it.
   */
  loseAnswerNext(): void;
  readonly requests: RequestLogEntry[];
  disconnect(): void;
  state(): WalletState;
  /** Forget the stored state and start again from the options. */
  reset(): void;
  /** Emit any provider event on every announced provider. */
  emit(event: WalletEvent, payload?: unknown): void;
}

export interface Eip6963ProviderInfo {
  uuid: string;
  name: string;
  icon: string;
  rdns: string;
}

/** The globals this script reads or defines; cast `window` to it where needed. */
export interface TestGlobals {
  ethereum?: TestProvider;
  __testWallet?: TestWalletControls;
  __TEST_WALLET_OPTIONS__?: WalletOptions;
}

/** The chain behind the RPC endpoint: the only one transactions can go to. */
const RPC_CHAIN_ID = 56;
const STORAGE_KEY = '__testWallet';

/**
 * The ten development accounts of the local test chain, derived from its well-known public test
 * mnemonic. Public test data: the wallet signs with their keys itself.
 */
export const ACCOUNTS: readonly Address[] = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
  '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
  '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
  '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
  '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
  '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
];

interface FlavourProfile {
  name: string;
  rdns: string;
  color: string;
  flags: readonly string[];
  /** Appended to `navigator.userAgent`, as the wallet's in-app browser does. */
  userAgentToken?: string;
}

// Several in-app wallets also claim the most common flag for compatibility, so an app has to
// look at the specific flag first; the profiles reproduce that.
const FLAVOURS: Record<Flavour, FlavourProfile> = {
  plain: { name: 'Test Wallet', rdns: 'local.rwat.testwallet', color: '#4f46e5', flags: [] },
  metamask: {
    name: 'MetaMask',
    rdns: 'io.metamask',
    color: '#f6851b',
    flags: ['isMetaMask'],
    userAgentToken: 'MetaMaskMobile',
  },
  tokenpocket: {
    name: 'TokenPocket',
    rdns: 'pro.tokenpocket',
    color: '#2980fe',
    flags: ['isTokenPocket', 'isMetaMask'],
    userAgentToken: 'TokenPocket_Android',
  },
  trust: {
    name: 'Trust Wallet',
    rdns: 'com.trustwallet.app',
    color: '#0500ff',
    flags: ['isTrust', 'isTrustWallet', 'isMetaMask'],
    userAgentToken: 'Trust/7.0',
  },
  okx: {
    name: 'OKX Wallet',
    rdns: 'com.okex.wallet',
    color: '#000000',
    flags: ['isOkxWallet', 'isOKExWallet'],
    userAgentToken: 'OKApp/(OKEx/6.90.0)',
  },
  binance: {
    name: 'Binance Wallet',
    rdns: 'com.binance.wallet',
    color: '#f0b90b',
    flags: ['isBinance'],
    userAgentToken: 'BNC/2.90.0 (Binance)',
  },
  imtoken: {
    name: 'imToken',
    rdns: 'im.token',
    color: '#11c4d1',
    flags: ['isImToken', 'isMetaMask'],
    userAgentToken: 'imToken/2.14.0',
  },
  bitget: {
    name: 'Bitget Wallet',
    rdns: 'com.bitget.web3',
    color: '#00f0ff',
    flags: ['isBitKeep', 'isMetaMask'],
    userAgentToken: 'BitKeep/8.0.0',
  },
  safepal: {
    name: 'SafePal',
    rdns: 'app.safepal',
    color: '#4a21ef',
    flags: ['isSafePal', 'isMetaMask'],
    userAgentToken: 'SafePal/4.0.0',
  },
};

const SECOND_WALLET: FlavourProfile = {
  name: 'Second Test Wallet',
  rdns: 'local.rwat.testwallet.second',
  color: '#059669',
  flags: [],
};

/** Requests a person has to confirm in a real wallet; a bare `rejectNext()` aims at these. */
const CONFIRMED_METHODS = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
]);

const ERROR_MESSAGES: Record<number, string> = {
  4001: 'User rejected the request.',
  4100: 'The requested account and/or method has not been authorized by the user.',
  4200: 'The requested method is not supported by this Ethereum provider.',
  4900: 'The provider is disconnected from all chains.',
  4901: 'The provider is disconnected from the specified chain.',
  4902: 'Unrecognized chain ID.',
  [-32602]: 'Invalid method parameters.',
  [-32603]: 'Internal JSON-RPC error.',
};

export class ProviderRpcError extends Error {
  readonly code: number;
  readonly data?: unknown;

  constructor(code: number, message?: string, data?: unknown) {
    super(message ?? ERROR_MESSAGES[code] ?? `Wallet error ${code}.`);
    this.name = 'ProviderRpcError';
    this.code = code;
    if (data !== undefined) this.data = data;
  }
}

type Listener = (payload: unknown) => void;

export class TestProvider {
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(
    private readonly core: WalletCore,
    readonly info: Eip6963ProviderInfo,
  ) {}

  request(args: RequestArguments): Promise<unknown> {
    return this.core.request(this, args);
  }

  on(event: string, listener: (...args: never[]) => void): this {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener as Listener);
    return this;
  }

  addListener(event: string, listener: (...args: never[]) => void): this {
    return this.on(event, listener);
  }

  once(event: string, listener: (...args: never[]) => void): this {
    const wrapper: Listener = (payload) => {
      this.removeListener(event, wrapper);
      (listener as Listener)(payload);
    };
    return this.on(event, wrapper);
  }

  removeListener(event: string, listener: (...args: never[]) => void): this {
    this.listeners.get(event)?.delete(listener as Listener);
    return this;
  }

  off(event: string, listener: (...args: never[]) => void): this {
    return this.removeListener(event, listener);
  }

  removeAllListeners(event?: string): this {
    if (event === undefined) this.listeners.clear();
    else this.listeners.delete(event);
    return this;
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  emit(event: string, payload?: unknown): boolean {
    const set = this.listeners.get(event);
    if (!set || set.size === 0) return false;
    for (const listener of [...set]) {
      // One faulty listener must not stop the others or fail the request that caused the event.
      try {
        listener(payload);
      } catch (error) {
        console.error('test wallet: listener failed', error);
      }
    }
    return true;
  }

  isConnected(): boolean {
    return true;
  }

  get chainId(): string {
    return toHexNumber(this.core.state.chainId);
  }

  get networkVersion(): string {
    return String(this.core.state.chainId);
  }

  get selectedAddress(): Address | null {
    return this.core.state.connected ? this.core.state.account : null;
  }
}

interface ResolvedOptions {
  account: Address;
  chainId: number;
  knownChains: number[];
  injectDelayMs: number;
  flavour: Flavour;
  secondWallet: boolean;
  rpcUrl: string;
  autoConnected: boolean;
}

interface PersistedState {
  account: Address;
  chainId: number;
  connected: boolean;
  knownChains: number[];
}

interface TransactionRequest {
  [key: string]: unknown;
  from?: unknown;
  to?: unknown;
  data?: unknown;
  input?: unknown;
}

interface JsonRpcResponse {
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

class WalletCore {
  state: PersistedState;
  readonly providers: TestProvider[] = [];
  readonly requests: RequestLogEntry[] = [];
  injected = false;
  private readonly rejections: (string | null)[] = [];
  private switchFailure: number | null = null;
  private revertPending = false;
  private answerLost = false;
  private nextRpcId = 1;
  // Kept from before the app runs, so a page that stubs fetch does not intercept the wallet.
  private readonly fetch: typeof window.fetch = window.fetch.bind(window);

  constructor(readonly options: ResolvedOptions) {
    this.state = loadState() ?? seedState(options);
    saveState(this.state);
  }

  async request(provider: TestProvider, args: RequestArguments): Promise<unknown> {
    if (!args || typeof args !== 'object' || typeof args.method !== 'string') {
      throw new ProviderRpcError(-32602, 'Expected a request object with a string method.');
    }
    const { method } = args;
    const params = args.params;
    this.requests.push({ method, params, at: Date.now(), wallet: provider.info.name });
    if (this.takeRejection(method)) throw new ProviderRpcError(4001);
    const list =
      params === undefined ? [] : Array.isArray(params) ? (params as unknown[]) : [params];
    return this.handle(method, list);
  }

  private takeRejection(method: string): boolean {
    const index = this.rejections.findIndex((target) =>
      target === null ? CONFIRMED_METHODS.has(method) : target === method,
    );
    if (index < 0) return false;
    this.rejections.splice(index, 1);
    return true;
  }

  private async handle(method: string, params: unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        this.connect();
        return [this.state.account];
      case 'eth_accounts':
        return this.state.connected ? [this.state.account] : [];
      case 'eth_coinbase':
        return this.state.connected ? this.state.account : null;
      case 'eth_chainId':
        return toHexNumber(this.state.chainId);
      case 'net_version':
        return String(this.state.chainId);
      case 'personal_sign':
        return this.personalSign(params);
      case 'eth_signTypedData_v4':
        return this.signTypedData(params);
      case 'eth_sendTransaction':
        return this.sendTransaction(params);
      case 'wallet_switchEthereumChain':
        return this.switchEthereumChain(params);
      case 'wallet_addEthereumChain':
        return this.addEthereumChain(params);
      case 'wallet_requestPermissions':
        this.connect();
        return this.permissions();
      case 'wallet_getPermissions':
        return this.state.connected ? this.permissions() : [];
      case 'wallet_revokePermissions':
        this.disconnect();
        return null;
      case 'wallet_watchAsset':
        return true;
      // Blind signing of raw hashes is off in wallets people use; an app must not depend on it.
      case 'eth_sign':
        throw new ProviderRpcError(4200);
      default:
        if (method.startsWith('wallet_')) throw new ProviderRpcError(4200);
        return this.rpc(method, params);
    }
  }

  connect(): void {
    if (this.state.connected) return;
    this.update({ connected: true });
    this.broadcast('connect', { chainId: toHexNumber(this.state.chainId) });
    this.broadcast('accountsChanged', [this.state.account]);
  }

  disconnect(): void {
    if (!this.state.connected) return;
    this.update({ connected: false });
    this.broadcast('accountsChanged', []);
  }

  switchAccount(indexOrAddress: number | string): void {
    const account = resolveAccount(indexOrAddress);
    if (account === this.state.account) return;
    this.update({ account });
    if (this.state.connected) this.broadcast('accountsChanged', [account]);
  }

  switchChain(chainId: number): void {
    const id = parseChainId(chainId);
    if (!this.state.knownChains.includes(id)) {
      this.update({ knownChains: [...this.state.knownChains, id] });
    }
    this.setChain(id);
  }

  setKnownChains(ids: number[]): void {
    this.update({ knownChains: uniqueChains(ids.map(parseChainId)) });
  }

  rejectNext(method?: string): void {
    this.rejections.push(method ?? null);
  }

  failSwitch(code: number): void {
    if (!Number.isInteger(code)) throw new TypeError('failSwitch expects an integer error code');
    this.switchFailure = code;
  }

  revertNext(): void {
    this.revertPending = true;
  }

  loseAnswerNext(): void {
    this.answerLost = true;
  }

  reset(): void {
    const before = this.state;
    this.state = seedState(this.options);
    saveState(this.state);
    this.rejections.length = 0;
    this.switchFailure = null;
    this.revertPending = false;
    this.answerLost = false;
    if (before.chainId !== this.state.chainId) {
      this.broadcast('chainChanged', toHexNumber(this.state.chainId));
    }
    const visible = (s: PersistedState): string => (s.connected ? s.account : '');
    if (visible(before) !== visible(this.state)) {
      this.broadcast('accountsChanged', this.state.connected ? [this.state.account] : []);
    }
  }

  snapshot(): WalletState {
    const profile = FLAVOURS[this.options.flavour];
    return {
      account: this.state.account,
      accountIndex: ACCOUNTS.indexOf(this.state.account),
      chainId: this.state.chainId,
      chainIdHex: toHexNumber(this.state.chainId),
      connected: this.state.connected,
      knownChains: [...this.state.knownChains],
      flavour: this.options.flavour,
      name: profile.name,
      rdns: profile.rdns,
      injected: this.injected,
    };
  }

  broadcast(event: string, payload?: unknown): void {
    for (const provider of this.providers) provider.emit(event, payload);
  }

  private update(patch: Partial<PersistedState>): void {
    this.state = { ...this.state, ...patch };
    saveState(this.state);
  }

  private setChain(chainId: number): void {
    if (chainId === this.state.chainId) return;
    this.update({ chainId });
    this.broadcast('chainChanged', toHexNumber(chainId));
  }

  private requireAccount(address: unknown): void {
    if (!this.state.connected) throw new ProviderRpcError(4100);
    if (typeof address !== 'string' || !sameAddress(address, this.state.account)) {
      throw new ProviderRpcError(4100, `Account ${String(address)} is not the wallet's account.`);
    }
  }

  private personalSign(params: unknown[]): Promise<unknown> {
    let [data, address] = params;
    // Some apps send the legacy order [address, data]; wallets accept both.
    if (isAddress(data) && !isAddress(address)) [data, address] = [address, data];
    if (typeof data !== 'string') throw new ProviderRpcError(-32602, 'personal_sign needs data.');
    this.requireAccount(address);
    const hex = /^0x([0-9a-fA-F]{2})*$/.test(data) ? data : utf8ToHex(data);
    return signMessageLocally(this.state.account, hex as Hex);
  }

  private signTypedData(params: unknown[]): Promise<unknown> {
    const [address, typedData] = params;
    this.requireAccount(address);
    let parsed: unknown = typedData;
    if (typeof typedData === 'string') {
      try {
        parsed = JSON.parse(typedData);
      } catch {
        throw new ProviderRpcError(-32602, 'Typed data is not valid JSON.');
      }
    }
    return signTypedDataLocally(this.state.account, parsed);
  }

  private async sendTransaction(params: unknown[]): Promise<unknown> {
    if (!this.state.connected) throw new ProviderRpcError(4100);
    if (this.state.chainId !== RPC_CHAIN_ID) {
      throw new ProviderRpcError(
        4901,
        `The wallet is on chain ${this.state.chainId}; ` +
          `it can send transactions only on chain ${RPC_CHAIN_ID}.`,
      );
    }
    const [request] = params;
    if (!request || typeof request !== 'object') {
      throw new ProviderRpcError(-32602, 'eth_sendTransaction needs a transaction object.');
    }
    let tx: TransactionRequest = { ...(request as TransactionRequest) };
    if (tx.from !== undefined && tx.from !== null) this.requireAccount(tx.from);
    tx.from = this.state.account;
    if (this.revertPending) {
      this.revertPending = false;
      tx = await this.forcedRevert(tx);
    }
    try {
      const hash = await sendTransactionLocally(
        this.state.account,
        tx,
        RPC_CHAIN_ID,
        (method, args) => this.rpc(method, args),
      );
      if (this.answerLost) {
        this.answerLost = false;
        throw new ProviderRpcError(4900, 'The wallet disconnected before it answered.');
      }
      return hash;
    } catch (error) {
      if (error instanceof ProviderRpcError) throw error;
      throw new ProviderRpcError(-32603, (error as Error).message);
    }
  }

  /**
   * Rewrites a transaction so that it is mined and fails (receipt status 0) rather than being
   * refused by the node: a call to code gets just enough gas to be accepted and none to run;
   * a transfer to an address without code cannot fail, so it becomes a contract creation whose
   * init code is the invalid opcode.
   */
  private async forcedRevert(tx: TransactionRequest): Promise<TransactionRequest> {
    const data =
      typeof tx.data === 'string' ? tx.data : typeof tx.input === 'string' ? tx.input : '0x';
    const forced: TransactionRequest = { ...tx };
    for (const key of ['gas', 'gasLimit', 'accessList', 'input']) delete forced[key];
    const to = typeof tx.to === 'string' ? tx.to : null;
    if (to === null) return { ...forced, data, gas: toHexNumber(intrinsicGas(data, true)) };
    const code = await this.rpc('eth_getCode', [to, 'latest']);
    if (typeof code === 'string' && code !== '0x') {
      return { ...forced, data, gas: toHexNumber(intrinsicGas(data, false)) };
    }
    delete forced.to;
    return { ...forced, data: '0xfe', gas: toHexNumber(intrinsicGas('0xfe', true) + 5_000) };
  }

  private switchEthereumChain(params: unknown[]): null {
    const chainId = parseChainParam(params[0]);
    this.takeSwitchFailure();
    if (!this.state.knownChains.includes(chainId)) {
      throw new ProviderRpcError(
        4902,
        `Unrecognized chain ID "${toHexNumber(chainId)}". ` +
          'Try adding the chain using wallet_addEthereumChain first.',
      );
    }
    this.setChain(chainId);
    return null;
  }

  private addEthereumChain(params: unknown[]): null {
    const chainId = parseChainParam(params[0]);
    this.takeSwitchFailure();
    if (!this.state.knownChains.includes(chainId)) {
      this.update({ knownChains: [...this.state.knownChains, chainId] });
    }
    // Wallets offer to switch right after adding; the test person always accepts.
    this.setChain(chainId);
    return null;
  }

  private takeSwitchFailure(): void {
    if (this.switchFailure === null) return;
    const code = this.switchFailure;
    this.switchFailure = null;
    throw new ProviderRpcError(code);
  }

  private permissions(): unknown[] {
    return [
      {
        id: 'test-wallet-eth-accounts',
        parentCapability: 'eth_accounts',
        invoker: window.location.origin,
        date: Date.now(),
        caveats: [{ type: 'restrictReturnedAccounts', value: [this.state.account] }],
      },
    ];
  }

  async rpc(method: string, params: unknown[]): Promise<unknown> {
    let response: Response;
    try {
      response = await this.fetch(this.options.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: this.nextRpcId++, method, params }),
      });
    } catch (error) {
      throw new ProviderRpcError(-32603, `RPC endpoint unreachable: ${String(error)}`);
    }
    if (!response.ok) {
      throw new ProviderRpcError(-32603, `RPC endpoint answered HTTP ${response.status}.`);
    }
    let body: JsonRpcResponse;
    try {
      body = (await response.json()) as JsonRpcResponse;
    } catch {
      throw new ProviderRpcError(-32603, 'RPC endpoint answered with something other than JSON.');
    }
    if (body.error) {
      throw new ProviderRpcError(body.error.code, body.error.message, body.error.data);
    }
    return body.result;
  }
}

function toHexNumber(value: number): string {
  return `0x${value.toString(16)}`;
}

function parseChainId(value: unknown): number {
  let id = Number.NaN;
  if (typeof value === 'number') id = value;
  else if (typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value))
    id = Number.parseInt(value, 16);
  else if (typeof value === 'string' && /^[0-9]+$/.test(value)) id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new ProviderRpcError(-32602, `Invalid chain ID ${String(value)}.`);
  }
  return id;
}

function parseChainParam(param: unknown): number {
  if (!param || typeof param !== 'object' || !('chainId' in param)) {
    throw new ProviderRpcError(-32602, 'Expected [{ chainId }].');
  }
  return parseChainId((param as { chainId: unknown }).chainId);
}

function uniqueChains(ids: number[]): number[] {
  return [...new Set(ids)];
}

function isAddress(value: unknown): value is string {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value);
}

function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

function resolveAccount(indexOrAddress: number | string): Address {
  if (typeof indexOrAddress === 'number') {
    const account = ACCOUNTS[indexOrAddress];
    if (account) return account;
  } else {
    const account = ACCOUNTS.find((candidate) => sameAddress(candidate, indexOrAddress));
    if (account) return account;
  }
  throw new RangeError(
    `Test wallet account must be an index 0-${ACCOUNTS.length - 1} or one of its addresses, ` +
      `got ${String(indexOrAddress)}.`,
  );
}

function utf8ToHex(text: string): string {
  let hex = '0x';
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** Gas a transaction needs before any code runs, including the calldata floor price. */
function intrinsicGas(data: string, create: boolean): number {
  const body = data.startsWith('0x') ? data.slice(2) : data;
  let zeros = 0;
  let nonZeros = 0;
  for (let i = 0; i + 1 < body.length; i += 2) {
    if (body.slice(i, i + 2) === '00') zeros++;
    else nonZeros++;
  }
  const tokens = zeros + 4 * nonZeros;
  const words = Math.ceil((zeros + nonZeros) / 32);
  const standard = 21_000 + 4 * tokens + (create ? 32_000 + 2 * words : 0);
  const floor = 21_000 + 10 * tokens;
  return Math.max(standard, floor);
}

function seedState(options: ResolvedOptions): PersistedState {
  return {
    account: options.account,
    chainId: options.chainId,
    connected: options.autoConnected,
    knownChains: uniqueChains([...options.knownChains, options.chainId]),
  };
}

function loadState(): PersistedState | null {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<PersistedState>;
    if (
      typeof value.account !== 'string' ||
      typeof value.chainId !== 'number' ||
      typeof value.connected !== 'boolean' ||
      !Array.isArray(value.knownChains)
    ) {
      return null;
    }
    return {
      account: resolveAccount(value.account),
      chainId: parseChainId(value.chainId),
      connected: value.connected,
      knownChains: uniqueChains(value.knownChains.map(parseChainId)),
    };
  } catch {
    return null;
  }
}

function saveState(state: PersistedState): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Without storage (opaque origins) the state simply lives as long as the page.
  }
}

function resolveOptions(options: WalletOptions): ResolvedOptions {
  const flavour = options.flavour ?? 'plain';
  if (!(flavour in FLAVOURS)) throw new RangeError(`Unknown test wallet flavour "${flavour}".`);
  return {
    account: resolveAccount(options.account ?? 0),
    chainId: parseChainId(options.chainId ?? RPC_CHAIN_ID),
    knownChains: uniqueChains((options.knownChains ?? [RPC_CHAIN_ID]).map(parseChainId)),
    injectDelayMs: Math.max(0, options.injectDelayMs ?? 0),
    flavour,
    secondWallet: options.secondWallet ?? false,
    rpcUrl: options.rpcUrl ?? '/rpc',
    autoConnected: options.autoConnected ?? false,
  };
}

function randomUuid(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  const groups = [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20)];
  return [...groups, hex.slice(20)].join('-');
}

function iconFor(profile: FlavourProfile): string {
  const letter = profile.name.charAt(0);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" rx="8" fill="${profile.color}"/>` +
    '<text x="16" y="22" font-size="16" font-family="sans-serif" text-anchor="middle" ' +
    `fill="#fff">${letter}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function makeProvider(core: WalletCore, profile: FlavourProfile): TestProvider {
  const provider = new TestProvider(core, {
    uuid: randomUuid(),
    name: profile.name,
    icon: iconFor(profile),
    rdns: profile.rdns,
  });
  for (const flag of profile.flags) {
    Object.defineProperty(provider, flag, { value: true, enumerable: true });
  }
  core.providers.push(provider);
  return provider;
}

function announce(provider: TestProvider): void {
  window.dispatchEvent(
    new CustomEvent('eip6963:announceProvider', {
      detail: Object.freeze({ info: Object.freeze({ ...provider.info }), provider }),
    }),
  );
}

function controlsFor(core: WalletCore): TestWalletControls {
  return {
    rejectNext: (method) => core.rejectNext(method),
    switchAccount: (indexOrAddress) => core.switchAccount(indexOrAddress),
    switchChain: (chainId) => core.switchChain(chainId),
    setKnownChains: (ids) => core.setKnownChains(ids),
    failSwitch: (code) => core.failSwitch(code),
    revertNext: () => core.revertNext(),
    loseAnswerNext: () => core.loseAnswerNext(),
    requests: core.requests,
    disconnect: () => core.disconnect(),
    state: () => core.snapshot(),
    reset: () => core.reset(),
    emit: (event, payload) => core.broadcast(event, payload),
  };
}

/**
 * Options a page of the same origin left in sessionStorage for the next load: how a WebDriver
 * story, which has no init scripts, opens the app with the wallet held back (`injectDelayMs`).
 */
export const STORED_OPTIONS_KEY = '__testWalletOptions';

function storedOptions(): WalletOptions {
  try {
    const raw = window.sessionStorage.getItem(STORED_OPTIONS_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}

/**
 * Installs the wallet into the current page. Options left in sessionStorage
 * (`STORED_OPTIONS_KEY`), then those set on `window.__TEST_WALLET_OPTIONS__` before this runs,
 * win over `baked`. Account, chain, connection and known chains come from
 * sessionStorage when present, so they survive reloads; the options only seed them.
 */
export function installTestWallet(baked: WalletOptions): void {
  const globals = window as unknown as TestGlobals;
  // Both the server and a test's init script may inject the wallet; the first one wins.
  if (globals.__testWallet) return;
  const options = resolveOptions({
    ...baked,
    ...storedOptions(),
    ...(globals.__TEST_WALLET_OPTIONS__ ?? {}),
  });
  const core = new WalletCore(options);
  const profile = FLAVOURS[options.flavour];
  const main = makeProvider(core, profile);
  if (options.secondWallet) makeProvider(core, SECOND_WALLET);

  const userAgentToken = profile.userAgentToken;
  if (userAgentToken) {
    const userAgent = `${navigator.userAgent} ${userAgentToken}`;
    Object.defineProperty(navigator, 'userAgent', { get: () => userAgent, configurable: true });
  }

  globals.__testWallet = controlsFor(core);

  const inject = (): void => {
    globals.ethereum = main;
    core.injected = true;
    window.addEventListener('eip6963:requestProvider', () => {
      for (const provider of core.providers) announce(provider);
    });
    for (const provider of core.providers) announce(provider);
    window.dispatchEvent(new Event('ethereum#initialized'));
  };
  if (options.injectDelayMs > 0) window.setTimeout(inject, options.injectDelayMs);
  else inject();
}
