import type { Hash } from 'viem';
import type { UserRecord } from '@/lib/contract/contract';

/** A transaction sent from this app whose receipt is still awaited; kept across reloads. */
export interface PendingTx {
  kind: 'approval' | 'deposit';
  hash: Hash;
  /** The deposit's order number; absent for an approval. */
  orderNo?: string;
}

/**
 * The one session key: every field of the signed-in state lives under it in sessionStorage.
 * Server data (balances, profile, platform config) is not kept here but in the query cache,
 * which fetches it fresh; the session holds only what the app itself decides.
 */
export const SESSION_KEY = 'rwat:session';

export type SignStatus =
  | 'idle'
  /** A sign-in runs in this page (a page that starts finds none running: it is `idle`). */
  | 'signing'
  /** A sign-in waits for the reload that follows the wallet's switch to the app's chain. */
  | 'switching'
  | 'signed';

/** Why the last session ended by itself: the wallet left the chain, or the wallet app ended it. */
export type SignOutReason = 'network' | 'walletDisconnected';

export interface SessionState {
  /** The wallet address the session belongs to. */
  address: string;
  /** The chain the session requires (56). */
  chainId: number;
  /** Token, address and referrer (pid) from login; null when signed out. */
  user: UserRecord | null;
  signStatus: SignStatus;
  /** The message the wallet signed at login. */
  signText: string;
  /** The interface language id, e.g. "en" or "zh_TW". */
  language: string;
  /** The language code sent to the server in the `lang` header. */
  systemLanguage: string;
  /** The ledger filter last used on the assets screen. */
  coinLog: string;
  /** Set while the wallet is being asked to switch to the required chain. */
  networkCheck: boolean;
  /** Set from the start of a deposit until its receipt or failure; blocks a second one. */
  depositInProgress: boolean;
  /** Approvals and deposits sent but not yet seen in a receipt; a reload resumes their watch. */
  pendingTxs: PendingTx[];
  /** A referrer address from an invite link, as written; the bind dialog offers it once signed in. */
  inviter: string;
  /** The wallet browser's automatic sign-in was tried once this visit; never nag again. */
  autoSignInTried: boolean;
  /** The wallet signed in with (its EIP-6963 rdns, or `injected`), found again after a reload. */
  wallet: string;
  signOutReason: SignOutReason | null;
}

export const emptySession: SessionState = {
  address: '',
  chainId: 56,
  user: null,
  signStatus: 'idle',
  signText: '',
  language: 'en',
  systemLanguage: 'en',
  coinLog: '',
  networkCheck: false,
  depositInProgress: false,
  pendingTxs: [],
  inviter: '',
  autoSignInTried: false,
  wallet: '',
  signOutReason: null,
};

/** Reads the stored session, tolerating a missing, foreign or corrupted value. */
export function readStoredSession(storage: Pick<Storage, 'getItem'> | undefined): SessionState {
  try {
    const raw = storage?.getItem(SESSION_KEY);
    if (!raw) return emptySession;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return emptySession;
    return { ...emptySession, ...(parsed as Partial<SessionState>) };
  } catch {
    return emptySession;
  }
}
