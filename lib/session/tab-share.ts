import type { UserRecord } from '@/lib/contract/contract';

/**
 * Tabs of one browser share one sign-in: the server keeps one session per address, so a second
 * tab signing in by itself would log the first one out. A tab about to sign in first asks the
 * open tabs over this channel (same origin only) whether one holds a session for the address,
 * and adopts it. Each tab still keeps its token in its own sessionStorage.
 */
export const TAB_CHANNEL = 'rwat:session';

/** What a tab hands over: enough to act as signed in. */
export interface SharedSession {
  address: string;
  user: UserRecord;
  signText: string;
}

type TabMessage =
  | { type: 'ask'; id: string; address: string }
  | { type: 'offer'; id: string; session: SharedSession }
  | { type: 'ended'; token: string };

/** How long a tab waits for an answer; open tabs answer at once, even in the background. */
export const ASK_TIMEOUT_MS = 400;

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function openChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  try {
    return new BroadcastChannel(TAB_CHANNEL);
  } catch {
    return null;
  }
}

function isOffer(data: unknown, id: string): data is Extract<TabMessage, { type: 'offer' }> {
  if (!data || typeof data !== 'object') return false;
  const message = data as Partial<Extract<TabMessage, { type: 'offer' }>>;
  const session = message.session;
  return (
    message.type === 'offer' &&
    message.id === id &&
    typeof session?.address === 'string' &&
    typeof session.user?.token === 'string' &&
    session.user.token.length > 0
  );
}

/**
 * A tab holding a session also holds a shared Web Lock named for its address. Locks can be
 * listed at once, so a tab about to sign in learns without waiting whether any tab could
 * answer; only then does it ask, and wait for, the channel.
 */
const lockName = (address: string) => `${TAB_CHANNEL}:${address.toLowerCase()}`;

function lockManager(): LockManager | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator.locks ?? undefined);
}

/** Whether some tab holds a session for `address`; undefined where the browser cannot tell. */
async function someTabHolds(address: string): Promise<boolean | undefined> {
  const locks = lockManager();
  if (!locks) return undefined;
  try {
    const { held = [] } = await locks.query();
    return held.some((lock) => lock.name === lockName(address));
  } catch {
    return undefined;
  }
}

let heldLock: { name: string; release: () => void } | null = null;

/** Holds this tab's lock for `address` (null: for none), letting go of any other it held. */
export function holdSessionLock(address: string | null): void {
  const name = address ? lockName(address) : null;
  if (heldLock?.name === name) return;
  heldLock?.release();
  heldLock = null;
  const locks = lockManager();
  if (!name || !locks) return;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  locks.request(name, { mode: 'shared' }, () => released).catch(() => undefined);
  heldLock = { name, release };
}

/** The session an open tab holds for `address`, or null when none answers in time. */
export async function askOpenTabs(
  address: string,
  timeoutMs = ASK_TIMEOUT_MS,
): Promise<SharedSession | null> {
  if ((await someTabHolds(address)) === false) return null;
  const channel = openChannel();
  if (!channel) return null;
  const id = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return new Promise((resolve) => {
    const finish = (session: SharedSession | null) => {
      clearTimeout(timer);
      channel.close();
      resolve(session);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (!isOffer(event.data, id)) return;
      if (sameAddress(event.data.session.address, address)) finish(event.data.session);
    };
    channel.postMessage({ type: 'ask', id, address } satisfies TabMessage);
  });
}

export interface TabSharing {
  /** Tells the other tabs this token was logged out, so those sharing it end too. */
  announceEnded(token: string): void;
  stop(): void;
}

/**
 * Answers other tabs' questions with this tab's session (`current`), and ends this tab's
 * session (`onEnded`) when another tab logs out the token they share.
 */
export function shareWithTabs(
  current: () => SharedSession | null,
  onEnded: (token: string) => void,
): TabSharing {
  const channel = openChannel();
  if (!channel) return { announceEnded: () => {}, stop: () => {} };
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const data = event.data as Partial<TabMessage> | null;
    if (!data || typeof data !== 'object') return;
    if (data.type === 'ask' && typeof data.id === 'string' && typeof data.address === 'string') {
      const session = current();
      if (session?.user.token && sameAddress(session.address, data.address)) {
        channel.postMessage({ type: 'offer', id: data.id, session } satisfies TabMessage);
      }
    } else if (data.type === 'ended' && typeof data.token === 'string') {
      onEnded(data.token);
    }
  };
  return {
    announceEnded(token) {
      channel.postMessage({ type: 'ended', token } satisfies TabMessage);
    },
    stop() {
      channel.close();
    },
  };
}

let active: TabSharing | null = null;

/** Starts answering other tabs for this page; the returned function stops it. */
export function startTabSharing(
  current: () => SharedSession | null,
  onEnded: (token: string) => void,
): () => void {
  active?.stop();
  const sharing = shareWithTabs(current, onEnded);
  active = sharing;
  return () => {
    sharing.stop();
    if (active === sharing) active = null;
  };
}

/** After a log-out: the other tabs holding `token` end their session too. */
export function announceSessionEnded(token: string): void {
  active?.announceEnded(token);
}
