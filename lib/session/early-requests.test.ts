import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_ANSWER_MAX_AGE_MS,
  EARLY_REQUESTS_SLOT,
  type EarlyRequestSettings,
  startEarlyRequests,
  takeEarlyAccounts,
  takeEarlyBalances,
  takeEarlyNonce,
} from './early-requests';

const ACCOUNT = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const CHECKSUMMED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36';

const settings: EarlyRequestSettings = {
  balanceUrl: '/api/user/balance',
  nonceUrl: '/api/auth/nonce',
  sessionKey: 'rwat:session',
  mobile: 'Android|iPhone|iPad|iPod|Mobile',
  slot: EARLY_REQUESTS_SLOT,
};

const walletCalls: string[] = [];
const sent: { url: string; lang: string | null; authorization?: string | null }[] = [];
let answerAccounts: () => Promise<unknown> = async () => [ACCOUNT];

function useWallet(present = true) {
  const wallet = {
    request: ({ method }: { method: string }) => {
      walletCalls.push(method);
      return answerAccounts();
    },
  };
  vi.stubGlobal('ethereum', present ? wallet : undefined);
}

function useAgent(agent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(agent);
}

/** The first script's nonce answer as sign-in takes it, read as JSON. */
async function takenNonce(address: string): Promise<unknown> {
  const early = await takeEarlyNonce(address);
  return early ? (await early.response).json() : undefined;
}

beforeEach(() => {
  walletCalls.length = 0;
  sent.length = 0;
  answerAccounts = async () => [ACCOUNT];
  sessionStorage.clear();
  useAgent(PHONE);
  useWallet();
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const authorization = headers.get('authorization');
    sent.push({ url, lang: headers.get('lang'), ...(authorization ? { authorization } : {}) });
    return Response.json({ code: 10000, msg: 'ok', data: { nonce: 'early-1' } });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_SLOT] = undefined;
});

describe('the first script starts sign-in inside a wallet browser', () => {
  it("asks the wallet for its account, then the nonce for it, in the page's language", async () => {
    startEarlyRequests(settings, 'zh_TW');
    await expect(takeEarlyAccounts()).resolves.toEqual([ACCOUNT]);
    expect(await takenNonce(CHECKSUMMED)).toEqual({
      code: 10000,
      msg: 'ok',
      data: { nonce: 'early-1' },
    });
    expect(walletCalls).toEqual(['eth_requestAccounts']);
    expect(sent).toEqual([
      { url: `${location.origin}/api/auth/nonce?address=${ACCOUNT}`, lang: 'zh_TW' },
    ]);
  });

  it.each([
    ['on a desktop', () => useAgent(DESKTOP)],
    ['with no wallet in the page', () => useWallet(false)],
    [
      'once the tab tried its automatic sign-in',
      () => sessionStorage.setItem('rwat:session', JSON.stringify({ autoSignInTried: true })),
    ],
  ])('asks nothing %s', async (_, arrange) => {
    arrange();
    startEarlyRequests(settings, 'en');
    expect(takeEarlyAccounts()).toBeUndefined();
    expect(await takeEarlyNonce(CHECKSUMMED)).toBeUndefined();
    expect(walletCalls).toEqual([]);
    expect(sent).toEqual([]);
  });

  it.each([
    ['gives no account', async () => []],
    ['answers with something other than an address', async () => ['not-an-address']],
    ['is refused', () => Promise.reject(Object.assign(new Error('User rejected'), { code: 4001 }))],
  ])(
    'asks for no nonce when the wallet %s, and keeps its answer for sign-in',
    async (_, answer) => {
      answerAccounts = answer;
      startEarlyRequests(settings, 'en');
      const accounts = takeEarlyAccounts();
      expect(accounts).toBeDefined();
      await (accounts as Promise<unknown>).catch(() => undefined);
      expect(await takeEarlyNonce(CHECKSUMMED)).toBeUndefined();
      expect(sent).toEqual([]);
    },
  );

  it('never throws, whatever the stored session holds', () => {
    for (const stored of ['null', '{broken', '7']) {
      sessionStorage.setItem('rwat:session', stored);
      expect(() => startEarlyRequests(settings, 'en')).not.toThrow();
    }
  });
});

describe('a tab that holds a token', () => {
  const stored = { user: { token: 'tok-1' }, systemLanguage: 'fa' };

  it('asks for its balances with its token and language, and asks the wallet nothing', async () => {
    sessionStorage.setItem('rwat:session', JSON.stringify(stored));
    startEarlyRequests(settings, 'en');
    const early = takeEarlyBalances('tok-1');
    expect(await (await early?.response)?.json()).toMatchObject({ code: 10000 });
    expect(sent).toEqual([
      { url: `${location.origin}/api/user/balance`, lang: 'fa', authorization: 'Bearer tok-1' },
    ]);
    expect(walletCalls).toEqual([]);
    expect(takeEarlyAccounts()).toBeUndefined();
  });

  it('gives the answer once, for the same token only, while it is fresh', () => {
    sessionStorage.setItem('rwat:session', JSON.stringify(stored));
    startEarlyRequests(settings, 'en');
    expect(takeEarlyBalances('tok-2')).toBeUndefined();
    startEarlyRequests(settings, 'en');
    expect(takeEarlyBalances('tok-1', Date.now() + EARLY_ANSWER_MAX_AGE_MS + 1)).toBeUndefined();
    startEarlyRequests(settings, 'en');
    expect(takeEarlyBalances('tok-1')).toBeDefined();
    expect(takeEarlyBalances('tok-1')).toBeUndefined();
  });
});

describe('sign-in takes the early answers', () => {
  it('each once, and the nonce only for the same account', async () => {
    startEarlyRequests(settings, 'en');
    expect(takeEarlyAccounts()).toBeDefined();
    expect(takeEarlyAccounts()).toBeUndefined();
    expect(await takeEarlyNonce('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')).toBeUndefined();
    startEarlyRequests(settings, 'en');
    expect(await takenNonce(CHECKSUMMED)).toBeDefined();
    expect(await takeEarlyNonce(CHECKSUMMED)).toBeUndefined();
  });

  it('not the nonce when it is too old to trust', async () => {
    startEarlyRequests(settings, 'en');
    const later = () => Date.now() + EARLY_ANSWER_MAX_AGE_MS + 1;
    expect(await takeEarlyNonce(CHECKSUMMED, later)).toBeUndefined();
  });
});
