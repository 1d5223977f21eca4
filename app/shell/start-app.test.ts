// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionCodeNeed } from '@/lib/session/session-code';
import { SESSION_KEY } from '@/lib/session/state';

const happened: string[] = [];

vi.mock('@/features/assets/balances', () => ({
  // The balances follow the session's token from the start on: asked at once when one is stored.
  followBalances: () => {
    const stored = JSON.parse(window.sessionStorage.getItem(SESSION_KEY) ?? 'null');
    if (stored?.user?.token) happened.push('balances');
  },
}));
vi.mock('@/features/home/api', () => ({
  prefetchHome: () => happened.push('home data'),
}));
vi.mock('@/features/home/member-cards', () => ({
  loadMemberCards: async () => happened.push('member cards'),
  loadMemberCardsOnSignIn: () => happened.push('member cards once a sign-in begins'),
}));
vi.mock('@/features/session/start', () => ({
  // The page's test, read from this page's storage and wallet as the first script reads them.
  sessionCodeNeeded: () =>
    sessionCodeNeed(
      JSON.parse(window.sessionStorage.getItem(SESSION_KEY) ?? 'null'),
      (window as { ethereum?: unknown }).ethereum,
    ),
  startSession: () => happened.push('session'),
}));
// Unless a story says otherwise, the catalogue never arrives: what must not wait for words shows
// up anyway.
const words = vi.hoisted(() => ({ arrive: (): Promise<void> => new Promise(() => {}) }));
vi.mock('@/lib/i18n/locale-state', () => ({
  startLocale: () => {
    happened.push('words');
    return words.arrive();
  },
}));
vi.mock('./screen-registry', () => ({
  screenLoaders: new Proxy(
    {},
    { get: (_, route) => async () => happened.push(`screen ${String(route)}`) },
  ),
}));

/** A fresh page: the start runs once per page, so each story loads it anew. */
async function startPage(hash: string, stored?: object) {
  vi.resetModules();
  window.sessionStorage.clear();
  if (stored) window.sessionStorage.setItem(SESSION_KEY, JSON.stringify(stored));
  window.location.hash = hash;
  const { startApp } = await import('./start-app');
  void startApp();
  await Promise.resolve();
}

describe('the app’s start asks for what the first screen waits for at once', () => {
  beforeEach(() => {
    happened.length = 0;
  });

  it('a returning person’s balances, Home’s data and the session’s start go before the words have loaded', async () => {
    await startPage('#/pages/index/index', {
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      user: { token: 'stored-token' },
      signStatus: 'signed',
    });
    expect(happened).toEqual([
      'balances',
      'home data',
      'words',
      'screen home',
      'member cards',
      'session',
    ]);
  });

  it('a guest asks for no balances; another screen asks for no Home data, and for its words first', async () => {
    await startPage('#/pages/assets/assets');
    expect(happened).toEqual([
      'words',
      'screen assets',
      'member cards once a sign-in begins',
      'session',
    ]);
  });

  it('only a signed-in tab’s start loads the signed-in cards: any other asks for them once a sign-in begins', async () => {
    const later = 'member cards once a sign-in begins';
    await startPage('#/pages/index/index');
    expect(happened).toEqual(['home data', 'words', 'screen home', later, 'session']);
    happened.length = 0;
    vi.stubGlobal('ethereum', { request: async () => [] });
    await startPage('#/pages/index/index');
    vi.unstubAllGlobals();
    expect(happened).toEqual(['home data', 'words', 'screen home', later, 'session']);
  });

  it('a returning person’s Home is ready only with its cards’ code in', async () => {
    let arrive = () => {};
    vi.doMock('@/features/home/member-cards', () => ({
      loadMemberCards: () => new Promise<void>((resolve) => (arrive = resolve)),
    }));
    words.arrive = async () => undefined;
    vi.resetModules();
    window.sessionStorage.setItem(
      SESSION_KEY,
      JSON.stringify({ user: { token: 'stored-token' }, signStatus: 'signed' }),
    );
    window.location.hash = '#/pages/index/index';
    const { startApp } = await import('./start-app');
    let ready = false;
    void startApp().then(() => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).toBe(false);
    arrive();
    await vi.waitFor(() => expect(ready).toBe(true));
    vi.doUnmock('@/features/home/member-cards');
    words.arrive = () => new Promise(() => {});
  });
});
