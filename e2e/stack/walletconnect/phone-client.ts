/**
 * The phone wallet's controls as an object, over HTTP: what the Playwright `phone` fixture
 * gives each test, and what the WebKit suite can use against its own stack.
 */
import type { Address } from 'viem';
import type { PairOutcome, PhoneRequest, PhoneSession, PhoneState } from './phone';
import { PHONE_CONTROLS_PATH } from './phone-controls';

export interface PhoneControls {
  /** The address the phone signs with: demo account 1 unless `switchAccount` chose another. */
  readonly account: Address;
  /**
   * Pairs with the app's `wc:` link and resolves once the phone has answered the app's session
   * proposal (`approved`, or `rejected` after `rejectNextProposal`).
   */
  pair(uri: string): Promise<PairOutcome>;
  /**
   * The phone refuses the next request (EIP-1193 4001, "User rejected the request."); with
   * `switchTo`, the next switch to that chain.
   */
  rejectNext(match?: { switchTo?: number }): Promise<void>;
  /** The phone refuses the next session proposal. */
  rejectNextProposal(): Promise<void>;
  /**
   * The phone is on this chain (e.g. 97): live sessions get `chainChanged`, and a session
   * approved later gets it right after the approval. A signing request for chain 56, or a
   * `wallet_switchEthereumChain` the app sends, puts it back.
   */
  switchChain(chainId: number): Promise<void>;
  /** Signs with this demo account (index or address) from now on; live sessions are told. */
  switchAccount(account: number | string): Promise<Address>;
  /** Ends every session from the phone's side; resolves with how many it ended. */
  disconnect(): Promise<number>;
  /** The phone's live sessions (after the app logs out: none). */
  sessions(): Promise<PhoneSession[]>;
  /** The requests the phone received since the last reset, in order. */
  requests(): Promise<PhoneRequest[]>;
  /** The chain the phone is on. */
  chainId(): Promise<number>;
  /** No sessions or pairings, demo account 1, chain 56, no pending refusals, no requests. */
  reset(): Promise<void>;
}

/** The controls of the phone of the stack whose web server is `webUrl`. */
export function phoneControls(webUrl: string): PhoneControls {
  const base = new URL(PHONE_CONTROLS_PATH, webUrl);
  const control = async <T>(name: string, body?: unknown): Promise<T> => {
    const res = await fetch(new URL(name, base), {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await res.json()) as { code: number; data: T; msg: string };
    if (envelope.code !== 10000) throw new Error(`phone control ${name}: ${envelope.msg}`);
    return envelope.data;
  };
  const state = () => control<PhoneState>('state');
  let account: Address | undefined;
  return {
    get account() {
      if (!account) throw new Error('the phone’s account is known after reset()');
      return account;
    },
    pair: (uri) => control('pair', { uri }),
    rejectNext: (match = {}) => control('reject-next', match),
    rejectNextProposal: () => control('reject-next-proposal', {}),
    switchChain: (chainId) => control('chain', { chainId }),
    switchAccount: async (choice) => {
      ({ address: account } = await control<{ address: Address }>('account', { account: choice }));
      return account;
    },
    disconnect: async () => (await control<{ ended: number }>('disconnect', {})).ended,
    sessions: async () => (await state()).sessions,
    requests: async () => (await state()).requests,
    chainId: async () => (await state()).chainId,
    reset: async () => {
      await control('reset', {});
      account = (await state()).address;
    },
  };
}
