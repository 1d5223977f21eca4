// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  askOpenTabs,
  holdSessionLock,
  type SharedSession,
  shareWithTabs,
  type TabSharing,
} from './tab-share';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const held: SharedSession = {
  address: ADDRESS,
  user: { token: 'abc123', address: ADDRESS, pid: null },
  signText: 'signed message',
};

/** The other tabs of the browser, each answering with its session; closed after each test. */
const open: TabSharing[] = [];
function openTab(session: SharedSession | null, onEnded: (token: string) => void = () => {}) {
  const tab = shareWithTabs(() => session, onEnded);
  open.push(tab);
  return tab;
}
afterEach(() => {
  for (const tab of open.splice(0)) tab.stop();
});

describe('tabs of one browser share a session', () => {
  it('a tab signing in the same wallet gets the open tab’s session', async () => {
    openTab(held);
    expect(await askOpenTabs(ADDRESS.toLowerCase())).toEqual(held);
  });

  it('nothing is handed to another address, or when no tab is signed in', async () => {
    openTab(held);
    openTab(null);
    expect(await askOpenTabs('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', 100)).toBeNull();
  });

  it('answers null when no tab is open', async () => {
    expect(await askOpenTabs(ADDRESS, 50)).toBeNull();
  });

  it('a log-out in one tab reaches the tabs sharing its token', async () => {
    const onEnded = vi.fn();
    openTab(held, onEnded);
    const other = openTab(null);
    other.announceEnded('abc123');
    await vi.waitFor(() => expect(onEnded).toHaveBeenCalledWith('abc123'));
  });
});

/** The Web Locks a browser keeps across the tabs of one origin: shared locks, listed at once. */
function fakeLockManager() {
  const held = new Map<string, number>();
  return {
    async request(name: string, _options: unknown, hold: () => Promise<void>) {
      held.set(name, (held.get(name) ?? 0) + 1);
      try {
        await hold();
      } finally {
        const left = (held.get(name) ?? 1) - 1;
        if (left > 0) held.set(name, left);
        else held.delete(name);
      }
    },
    async query() {
      return { held: [...held.keys()].map((name) => ({ name, mode: 'shared' })), pending: [] };
    },
  };
}

describe('where the browser lists its locks', () => {
  beforeEach(() => {
    Object.defineProperty(navigator, 'locks', { value: fakeLockManager(), configurable: true });
  });
  afterEach(() => {
    holdSessionLock(null);
    Object.defineProperty(navigator, 'locks', { value: null, configurable: true });
    vi.useRealTimers();
  });

  /** What `askOpenTabs` has answered without any time passing: 'waiting' if nothing yet. */
  async function answerWithoutWaiting(address: string) {
    vi.useFakeTimers();
    let answer: SharedSession | null | 'waiting' = 'waiting';
    void askOpenTabs(address).then((found) => {
      answer = found;
    });
    await vi.advanceTimersByTimeAsync(0);
    return answer;
  }

  it('no tab holds a session for the address: the answer is null at once, not after a wait', async () => {
    openTab(null);
    expect(await answerWithoutWaiting(ADDRESS)).toBeNull();
  });

  it('a tab holding the address’s lock is asked, and hands its session over', async () => {
    holdSessionLock(ADDRESS);
    openTab(held);
    expect(await askOpenTabs(ADDRESS.toLowerCase())).toEqual(held);
  });

  it('once the tab lets go of its lock (signed out), nobody is asked', async () => {
    holdSessionLock(ADDRESS);
    holdSessionLock(null);
    await Promise.resolve();
    expect(await answerWithoutWaiting(ADDRESS)).toBeNull();
  });
});
