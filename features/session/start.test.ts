// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SESSION_CODE_ATTRIBUTE,
  writeSessionCodeDecision,
} from '@/lib/start/session-code-decision';

const happened: string[] = [];
let walletTurnsUp = false;

// The session's code: its lifecycle starts as it arrives, so "started" tells it arrived.
vi.mock('./lifecycle', () => ({
  startSessionLifecycle: () => happened.push('session code in, lifecycle started'),
}));
vi.mock('./logout', () => ({
  logout: async () => happened.push('logged out through the session code'),
}));
vi.mock('@/lib/chain/detect', async (original) => ({
  ...(await original<typeof import('@/lib/chain/detect')>()),
  waitForWallet: async () => {
    happened.push('wallet searched');
    return walletTurnsUp;
  },
}));

const SIGNED_IN = { user: { address: '0x1', token: 't', pid: null }, signStatus: 'signed' };

/**
 * A fresh page (the session's code loads once per page) with `stored` in its session storage;
 * the session starts as the app's start starts it.
 */
async function startPage(stored?: object, wordsIn: Promise<unknown> = Promise.resolve()) {
  vi.resetModules();
  window.sessionStorage.clear();
  if (stored) window.sessionStorage.setItem('rwat:session', JSON.stringify(stored));
  const store = await import('@/lib/session/store');
  store.hydrateSession();
  const { walletAtom } = await import('@/lib/chain/wallet-state');
  const start = await import('./start');
  const { signOut } = await import('./sign-out');
  start.startSession(wordsIn, start.sessionCodeNeeded());
  return { signOut, store, wallet: () => store.appStore.get(walletAtom).status };
}

beforeEach(() => {
  happened.length = 0;
  walletTurnsUp = false;
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('the session’s start', () => {
  it('a guest without a wallet is told so and loads none of the session’s code', async () => {
    const page = await startPage();
    // The search has ended when the wallet is known to be missing: nothing else comes after it.
    await vi.waitFor(() => expect(page.wallet()).toBe('none'));
    expect(happened).toEqual(['wallet searched']);
  });

  it('a wallet that turns up during the search brings the session’s code, which starts', async () => {
    walletTurnsUp = true;
    await startPage();
    await vi.waitFor(() =>
      expect(happened).toEqual(['wallet searched', 'session code in, lifecycle started']),
    );
  });

  it('with a stored session, the session’s code loads at once, without a search', async () => {
    await startPage(SIGNED_IN);
    await vi.waitFor(() => expect(happened).toEqual(['session code in, lifecycle started']));
  });

  it('starts the lifecycle only once the words of its messages are in', async () => {
    let wordsArrive = () => {};
    const words = new Promise<void>((resolve) => (wordsArrive = resolve));
    await startPage(SIGNED_IN, words);
    expect(happened).toEqual([]);
    wordsArrive();
    await vi.waitFor(() => expect(happened).toEqual(['session code in, lifecycle started']));
  });

  it('with a wallet in the page, the session’s code loads at once, without a search', async () => {
    vi.stubGlobal('ethereum', { request: async () => [] });
    await startPage();
    await vi.waitFor(() => expect(happened).toEqual(['session code in, lifecycle started']));
  });

  it('keeps an invite link’s address for the bind dialog, and nothing else', async () => {
    const inviter = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
    window.location.hash = `#/pages/index/index?inviter=${inviter}`;
    expect((await startPage()).store.getSession().inviter).toBe(inviter);
    window.location.hash = '#/pages/index/index?inviter=0x1234';
    expect((await startPage()).store.getSession().inviter).toBe('');
  });

  it('signs out through the session’s code; without it, this tab still ends its session', async () => {
    const online = await startPage(SIGNED_IN);
    await online.signOut();
    expect(happened).toContain('logged out through the session code');

    vi.doMock('./logout', () => {
      throw new Error('offline');
    });
    // The failed load is logged; that is expected here.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const offline = await startPage(SIGNED_IN);
    expect(offline.store.getSession().user?.token).toBe('t');
    await offline.signOut();
    expect(offline.store.getSession().user).toBeNull();
    vi.doUnmock('./logout');
    quiet.mockRestore();
  });
});

describe('the session code a tab needs is decided once', () => {
  afterEach(() => {
    document.documentElement.removeAttribute(SESSION_CODE_ATTRIBUTE);
  });

  it('the page’s first script’s decision is the app’s, whatever the storage says later', async () => {
    writeSessionCodeDecision(document.documentElement, 'none');
    vi.resetModules();
    window.sessionStorage.setItem('rwat:session', JSON.stringify(SIGNED_IN));
    const start = await import('./start');
    expect(start.sessionCodeNeeded()).toBe('none');
  });

  it('without a first script, the app decides once for the page', async () => {
    vi.resetModules();
    window.sessionStorage.clear();
    const start = await import('./start');
    expect(start.sessionCodeNeeded()).toBe('none');
    window.sessionStorage.setItem('rwat:session', JSON.stringify(SIGNED_IN));
    (await import('@/lib/session/store')).hydrateSession();
    expect(start.sessionCodeNeeded()).toBe('none');
  });
});
