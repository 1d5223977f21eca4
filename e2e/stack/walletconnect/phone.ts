/**
 * The test phone wallet: a WalletConnect wallet on the official SDK (`@walletconnect/sign-client`)
 * that runs in the stack's Node process, holds the demo accounts' public test keys
 * (../chain/accounts.ts), signs locally with viem's local accounts and sends raw transactions
 * through the chain's RPC. It approves every session proposal and answers every request, as the
 * injected test wallet does, unless told otherwise through its controls (phone-controls.ts).
 */
import { SignClient } from '@walletconnect/sign-client';
import type { SessionTypes, SignClientTypes } from '@walletconnect/types';
import { buildApprovedNamespaces, getSdkError, parseUri } from '@walletconnect/utils';
import {
  type Address,
  createWalletClient,
  defineChain,
  hexToBigInt,
  http,
  isAddress,
  isAddressEqual,
  isHex,
  numberToHex,
  type TypedDataDefinition,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { anvilAccounts } from '../chain/accounts';
import { localBsc } from '../chain/local-chain';

/** What the phone approves and answers (EIP-1193 methods), and the events it sends. */
export const PHONE_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'eth_chainId',
  'eth_accounts',
  'eth_requestAccounts',
];
export const PHONE_EVENTS = ['chainChanged', 'accountsChanged'];
const SIGNING = new Set(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction']);

/** The demo account the phone starts on: a member with balances, as `signIn` uses. */
export const PHONE_DEFAULT_ACCOUNT = 1;

/** How long `pair` waits for the app's session proposal. */
const PROPOSAL_WAIT_MS = 15_000;

/** EIP-1193 errors the phone answers with. */
export const PhoneError = {
  userRejected: { code: 4001, message: 'User rejected the request.' },
  unauthorized: { code: 4100, message: 'The requested account has not been authorized.' },
  unsupportedMethod: { code: 4200, message: 'The wallet does not support this method.' },
  unknownChain: { code: 4902, message: 'Unrecognized chain ID.' },
} as const;

export interface PhoneOptions {
  /** The relay, e.g. ws://127.0.0.1:3000/relay. */
  relayUrl: string;
  /** The chain's JSON-RPC endpoint, where transactions are sent. */
  rpcUrl: string;
  projectId: string;
  /** The chain the phone is on at first and after a reset (56). */
  chainId?: number;
  /** Keeps two phones in one process apart (the SDK keeps one core per storage prefix). */
  name?: string;
}

export interface PhoneSession {
  topic: string;
  /** The app's name and URL, as it told the wallet. */
  peer: { name: string; url: string };
  accounts: string[];
  chains: string[];
  methods: string[];
  /** Seconds since the epoch. */
  expiry: number;
}

export interface PhoneRequest {
  method: string;
  /** CAIP-2, e.g. eip155:56: the chain the app asked on. */
  chainId: string;
  /** What the phone did: `answered`, `rejected` (4001) or `failed` (another error). */
  outcome: 'answered' | 'rejected' | 'failed';
}

export interface PairOutcome {
  /** `approved` with the new session's topic, or `rejected` (after `rejectNextProposal`). */
  outcome: 'approved' | 'rejected';
  topic?: string;
}

/** Which request `rejectNext` refuses: any, or a switch to one chain. */
export interface RejectMatch {
  switchTo?: number;
}

export interface PhoneState {
  address: Address;
  chainId: number;
  sessions: PhoneSession[];
  requests: PhoneRequest[];
}

export interface Phone {
  /** Pairs with a `wc:` URI and resolves once the app's proposal is answered. */
  pair(uri: string): Promise<PairOutcome>;
  /** The next request is refused as a person would (4001). */
  /**
   * The next request is refused; with `switchTo`, the next `wallet_switchEthereumChain` to that
   * chain (the app's, not the SDK's own switch to the chain the phone already announced).
   */
  rejectNext(match?: RejectMatch): void;
  /** The next session proposal is refused. */
  rejectNextProposal(): void;
  /** The phone is on this chain: says so to live sessions, approves new ones there. */
  switchChain(chainId: number): Promise<void>;
  /** Signs with this demo account (index 0–9 or address) from now on; tells live sessions. */
  switchAccount(account: number | string): Promise<Address>;
  /** Ends every session from the phone's side; resolves with how many it ended. */
  disconnect(): Promise<number>;
  state(): PhoneState;
  /** Back to the start: no sessions or pairings, the default account and chain, no flags. */
  reset(): Promise<void>;
  stop(): Promise<void>;
}

class RequestFailure extends Error {
  constructor(readonly error: { code: number; message: string }) {
    super(error.message);
  }
}

function accountFor(account: number | string) {
  const found =
    typeof account === 'number'
      ? anvilAccounts[account]
      : anvilAccounts.find((a) => isAddress(account) && isAddressEqual(a.address, account));
  if (!found) throw new Error(`no demo account ${account}`);
  return privateKeyToAccount(found.privateKey);
}

const chainNumber = (caip2: string) => Number(caip2.split(':')[1]);

function optionalBigInt(value: unknown): bigint | undefined {
  return typeof value === 'string' && isHex(value) ? hexToBigInt(value) : undefined;
}

export async function createPhone(options: PhoneOptions): Promise<Phone> {
  const homeChain = options.chainId ?? 56;
  const client = await SignClient.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    customStoragePrefix: `rwat-phone-${options.name ?? 'stack'}`,
    // No events to pulse.walletconnect.org.
    telemetryEnabled: false,
    logger: 'error',
    metadata: {
      name: 'Test phone wallet',
      description: 'The local stack’s WalletConnect wallet (public test keys)',
      url: 'http://127.0.0.1',
      icons: [],
    },
  });

  let account = accountFor(PHONE_DEFAULT_ACCOUNT);
  let chainId = homeChain;
  let knownChains = new Set([homeChain, 97]);
  let rejectRequest: RejectMatch | null = null;
  let rejectProposal = false;
  let requests: PhoneRequest[] = [];
  const proposalWaiters = new Map<string, (outcome: PairOutcome) => void>();

  const sessions = () => client.session.getAll();

  const supportedNamespaces = () => {
    // The chain the phone is on first, so an app that takes the first account's chain sees it.
    const chains = [chainId, ...[...knownChains].filter((c) => c !== chainId)].map(
      (c) => `eip155:${c}`,
    );
    return {
      eip155: {
        chains,
        methods: PHONE_METHODS,
        events: PHONE_EVENTS,
        accounts: chains.map((chain) => `${chain}:${account.address}`),
      },
    };
  };

  /** The chain to name in an event: the phone's, or the session's first if it lacks that one. */
  const eventChain = (session: SessionTypes.Struct) => {
    const chains = session.namespaces.eip155?.chains ?? [];
    return chains.includes(`eip155:${chainId}`) ? `eip155:${chainId}` : (chains[0] ?? 'eip155:56');
  };

  /** Sends an event the session approved; one the app did not ask for is not sent. */
  const emit = async (session: SessionTypes.Struct, name: string, data: unknown) => {
    if (!session.namespaces.eip155?.events.includes(name)) return;
    await client.emit({
      topic: session.topic,
      chainId: eventChain(session),
      event: { name, data },
    });
  };
  const emitChain = (session: SessionTypes.Struct) => emit(session, 'chainChanged', chainId);

  const onProposal = async ({ id, params }: SignClientTypes.EventArguments['session_proposal']) => {
    const settle = (outcome: PairOutcome) => {
      proposalWaiters.get(params.pairingTopic)?.(outcome);
      proposalWaiters.delete(params.pairingTopic);
    };
    if (rejectProposal) {
      rejectProposal = false;
      await client.reject({ id, reason: getSdkError('USER_REJECTED') });
      settle({ outcome: 'rejected' });
      return;
    }
    let namespaces: SessionTypes.Namespaces;
    try {
      namespaces = buildApprovedNamespaces({
        proposal: params,
        supportedNamespaces: supportedNamespaces(),
      });
    } catch {
      await client.reject({ id, reason: getSdkError('UNSUPPORTED_CHAINS') });
      settle({ outcome: 'rejected' });
      return;
    }
    const { topic, acknowledged } = await client.approve({ id, namespaces });
    // A wallet on another chain says so as soon as it has settled the session, as wallets do: not
    // a relay round trip later, after the app's acknowledgement, when the sign-in may be signing.
    if (chainId !== homeChain) await emitChain(client.session.get(topic));
    await acknowledged();
    settle({ outcome: 'approved', topic });
  };

  // The phone has one node, the stack's chain: a transaction for another chain is signed for
  // that chain and refused there, as a real node of the wrong chain would.
  const wallet = (requestChain: number) =>
    createWalletClient({
      account,
      chain:
        requestChain === 56
          ? localBsc(options.rpcUrl)
          : defineChain({
              id: requestChain,
              name: `chain ${requestChain}`,
              nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
              rpcUrls: { default: { http: [options.rpcUrl] } },
            }),
      transport: http(options.rpcUrl),
    });

  const checkAddress = (value: unknown) => {
    if (typeof value !== 'string' || !isAddress(value) || !isAddressEqual(value, account.address))
      throw new RequestFailure(PhoneError.unauthorized);
  };

  const answer = async (
    session: SessionTypes.Struct,
    method: string,
    params: unknown[],
    requestChain: number,
  ): Promise<unknown> => {
    switch (method) {
      case 'eth_chainId':
        return numberToHex(chainId);
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [account.address];
      case 'personal_sign': {
        const [message, address] = params;
        checkAddress(address);
        if (typeof message !== 'string') throw new RequestFailure(PhoneError.unsupportedMethod);
        return account.signMessage({ message: isHex(message) ? { raw: message } : message });
      }
      case 'eth_signTypedData_v4': {
        const [address, data] = params;
        checkAddress(address);
        const typed = (typeof data === 'string' ? JSON.parse(data) : data) as TypedDataDefinition;
        return account.signTypedData(typed);
      }
      case 'eth_sendTransaction': {
        const tx = (params[0] ?? {}) as Record<string, unknown>;
        checkAddress(tx.from);
        return wallet(requestChain).sendTransaction({
          to: typeof tx.to === 'string' && isHex(tx.to) ? tx.to : undefined,
          data: typeof tx.data === 'string' && isHex(tx.data) ? tx.data : undefined,
          value: optionalBigInt(tx.value),
          gas: optionalBigInt(tx.gas),
        });
      }
      case 'wallet_switchEthereumChain': {
        const target = Number((params[0] as { chainId?: string } | undefined)?.chainId);
        if (!knownChains.has(target)) throw new RequestFailure(PhoneError.unknownChain);
        // Announced only when it moves, as wallets do: the app's provider answers every
        // announcement of a chain outside the session with a switch to it.
        if (target === chainId) return null;
        chainId = target;
        await emitChain(session);
        return null;
      }
      case 'wallet_addEthereumChain': {
        const target = Number((params[0] as { chainId?: string } | undefined)?.chainId);
        if (!Number.isSafeInteger(target) || target <= 0)
          throw new RequestFailure(PhoneError.unknownChain);
        knownChains.add(target);
        return null;
      }
      default:
        throw new RequestFailure(PhoneError.unsupportedMethod);
    }
  };

  const onRequest = async ({
    id,
    topic,
    params,
  }: SignClientTypes.EventArguments['session_request']) => {
    const { method } = params.request;
    const entry: PhoneRequest = { method, chainId: params.chainId, outcome: 'answered' };
    requests.push(entry);
    const respond = (
      response: { result: unknown } | { error: { code: number; message: string } },
    ) => client.respond({ topic, response: { id, jsonrpc: '2.0', ...response } });
    if (rejectRequest && refuses(rejectRequest, method, params.request.params)) {
      rejectRequest = null;
      entry.outcome = 'rejected';
      await respond({ error: PhoneError.userRejected });
      return;
    }
    try {
      const session = client.session.get(topic);
      const requestChain = chainNumber(params.chainId);
      // A signing request names the chain the app is on, and the phone acts there, as wallets
      // do: the app's provider switches between a session's chains without asking the wallet.
      if (knownChains.has(requestChain) && SIGNING.has(method)) chainId = requestChain;
      const raw = params.request.params as unknown;
      const result = await answer(session, method, Array.isArray(raw) ? raw : [raw], requestChain);
      await respond({ result });
    } catch (error) {
      entry.outcome = 'failed';
      const failure =
        error instanceof RequestFailure
          ? error.error
          : { code: -32603, message: error instanceof Error ? error.message : 'request failed' };
      await respond({ error: failure });
    }
  };

  client.on('session_proposal', (proposal) => {
    onProposal(proposal).catch((error: unknown) => console.error('phone: proposal failed', error));
  });
  client.on('session_request', (request) => {
    onRequest(request).catch((error: unknown) => console.error('phone: request failed', error));
  });

  const endAll = async () => {
    const live = sessions();
    for (const session of live)
      await client.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') });
    return live.length;
  };

  return {
    async pair(uri) {
      const { topic } = parseUri(uri);
      if (!topic || !uri.startsWith('wc:')) throw new Error('not a WalletConnect URI');
      const outcome = new Promise<PairOutcome>((resolve, reject) => {
        const timer = setTimeout(() => {
          proposalWaiters.delete(topic);
          reject(new Error(`no session proposal arrived in ${PROPOSAL_WAIT_MS} ms`));
        }, PROPOSAL_WAIT_MS);
        proposalWaiters.set(topic, (result) => {
          clearTimeout(timer);
          resolve(result);
        });
      });
      try {
        await client.pair({ uri });
      } catch (error) {
        proposalWaiters.delete(topic);
        throw error;
      }
      return outcome;
    },
    rejectNext(match = {}) {
      rejectRequest = match;
    },
    rejectNextProposal() {
      rejectProposal = true;
    },
    async switchChain(target) {
      if (!Number.isSafeInteger(target) || target <= 0) throw new Error(`no chain ${target}`);
      knownChains.add(target);
      chainId = target;
      for (const session of sessions()) await emitChain(session);
    },
    async switchAccount(choice) {
      account = accountFor(choice);
      for (const session of sessions()) {
        const namespace = session.namespaces.eip155;
        if (!namespace) continue;
        const chains = namespace.chains ?? [];
        const accounts = chains.map((chain) => `${chain}:${account.address}`);
        const { acknowledged } = await client.update({
          topic: session.topic,
          namespaces: { ...session.namespaces, eip155: { ...namespace, accounts } },
        });
        await acknowledged();
        await emit(session, 'accountsChanged', [`${eventChain(session)}:${account.address}`]);
      }
      return account.address;
    },
    disconnect: endAll,
    state: () => ({
      address: account.address,
      chainId,
      requests: [...requests],
      sessions: sessions().map((s) => ({
        topic: s.topic,
        peer: { name: s.peer.metadata.name, url: s.peer.metadata.url },
        accounts: s.namespaces.eip155?.accounts ?? [],
        chains: s.namespaces.eip155?.chains ?? [],
        methods: s.namespaces.eip155?.methods ?? [],
        expiry: s.expiry,
      })),
    }),
    async reset() {
      await endAll();
      for (const pairing of client.core.pairing.getPairings())
        await client.core.pairing.disconnect({ topic: pairing.topic });
      account = accountFor(PHONE_DEFAULT_ACCOUNT);
      chainId = homeChain;
      knownChains = new Set([homeChain, 97]);
      rejectRequest = null;
      rejectProposal = false;
      requests = [];
      proposalWaiters.clear();
    },
    async stop() {
      await client.core.relayer.transportClose();
    },
  };
}

/** Whether a request is the one `rejectNext(match)` waits for. */
function refuses(match: RejectMatch, method: string, params: unknown): boolean {
  if (match.switchTo === undefined) return true;
  if (method !== 'wallet_switchEthereumChain') return false;
  const target = (Array.isArray(params) ? params[0] : params) as { chainId?: unknown } | undefined;
  return typeof target?.chainId === 'string' && Number(target.chainId) === match.switchTo;
}
