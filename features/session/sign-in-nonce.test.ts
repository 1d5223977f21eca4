import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { clearSession, getSession, setSession } from '@/lib/session/store';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USER = { address: ADDRESS, token: 'token-1' };

const calls: string[] = [];
const answerTabs = { resolve: (_: unknown) => {} };
const nonceAnswer = { result: (): Promise<unknown> => Promise.resolve({ nonce: 'n0nce1234' }) };
/** The answer the page's first script already asked for, if any. */
const early: { answer?: { response: Promise<Response> } } = {};
const toasts: unknown[] = [];

// Inside a wallet's browser whose wallet answers at once, on the right chain.
vi.mock('@/lib/chain/detect', () => ({
  isWalletBrowser: () => true,
  waitForWallet: async () => true,
}));
vi.mock('@/lib/chain/wallet', () => ({
  connectWallet: async () => ({ address: ADDRESS, chainId: 56 }),
  checkWalletNetwork: async () => 'ok',
  signInWaitsForNetwork: () => {},
  signMessage: async () => '0xsigned',
  walletOptions: () => [],
}));
vi.mock('./session-server', () => ({ tokenIsLive: async () => true }));
vi.mock('@/lib/session/tab-share', () => ({
  askOpenTabs: () => {
    calls.push('ask tabs');
    return new Promise((resolve) => {
      answerTabs.resolve = resolve;
    });
  },
}));
vi.mock('@/lib/feedback/toast', () => ({
  showToast: (message: unknown) => toasts.push(message),
}));
vi.mock('@/lib/session/early-requests', () => ({
  takeEarlyAccounts: () => undefined,
  takeEarlyNonce: async () => {
    const { answer } = early;
    early.answer = undefined;
    return answer;
  },
}));
vi.mock('@/lib/api/client', () => ({
  call: async (key: string, _req: unknown, options?: { answer?: Promise<Response> }) => {
    calls.push(options?.answer ? `${key} (early answer)` : key);
    if (key === 'GET /api/auth/nonce' && options?.answer) {
      const response = await options.answer;
      if (!response.ok)
        throw new ApiError('http', response.status, { key: 'errors.requestFailed' });
      return response.json();
    }
    if (key === 'GET /api/auth/nonce') return nonceAnswer.result();
    if (key === 'POST /api/login') return USER;
    throw new Error(`unexpected ${key}`);
  },
}));

const { signIn } = await import('./sign-in');

/** Lets every settled promise run its callbacks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('signIn asks for the nonce while it asks the open tabs', () => {
  beforeEach(() => {
    calls.length = 0;
    toasts.length = 0;
    setSession({ autoSignInTried: false });
    clearSession();
  });
  afterEach(() => {
    nonceAnswer.result = () => Promise.resolve({ nonce: 'n0nce1234' });
    early.answer = undefined;
  });

  it('has the nonce on its way before any tab answers, then signs in with it', async () => {
    const outcome = signIn();
    await settle();
    expect(calls).toEqual(['ask tabs', 'GET /api/auth/nonce']);
    answerTabs.resolve(null);
    expect(await outcome).toBe('signed-in');
    expect(calls).toEqual(['ask tabs', 'GET /api/auth/nonce', 'POST /api/login']);
    expect(getSession().user?.token).toBe('token-1');
  });

  it('says nothing of a failed nonce when another tab shares its session', async () => {
    nonceAnswer.result = () =>
      Promise.reject(new ApiError('network', 0, { key: 'errors.requestFailed' }));
    const outcome = signIn();
    await settle();
    answerTabs.resolve({ address: ADDRESS, user: USER, signText: 'signed text' });
    expect(await outcome).toBe('signed-in');
    expect(toasts).toEqual([{ key: 'auth.loginSucceeded' }]);
    expect(calls).not.toContain('POST /api/login');
  });

  it('tells a failed nonce once when it needed it, and stops', async () => {
    const failure = new ApiError('network', 0, { key: 'errors.requestFailed' });
    nonceAnswer.result = () => Promise.reject(failure);
    const outcome = signIn();
    await settle();
    answerTabs.resolve(null);
    expect(await outcome).toBe('failed');
    expect(toasts).toEqual([failure.userMessage]);
    expect(calls).not.toContain('POST /api/login');
    expect(getSession().signStatus).toBe('idle');
  });
});

describe('signIn uses the nonce the page asked for before its scripts ran', () => {
  const answered = (status: number, nonce: string) =>
    Promise.resolve(Response.json({ nonce }, { status }));

  beforeEach(() => {
    calls.length = 0;
    toasts.length = 0;
    clearSession();
  });

  it('signs in with the early answer and sends no second nonce request', async () => {
    early.answer = { response: answered(200, 'earlyN0nce1') };
    const outcome = signIn();
    await settle();
    answerTabs.resolve(null);
    expect(await outcome).toBe('signed-in');
    expect(calls).toEqual(['ask tabs', 'GET /api/auth/nonce (early answer)', 'POST /api/login']);
    expect(getSession().signText).toContain('Nonce: earlyN0nce1');
  });

  it('fails as a request sent now would when the early answer failed, and says it once', async () => {
    early.answer = { response: answered(502, 'unused') };
    const outcome = signIn();
    await settle();
    answerTabs.resolve(null);
    expect(await outcome).toBe('failed');
    expect(calls).toEqual(['ask tabs', 'GET /api/auth/nonce (early answer)']);
    expect(toasts).toEqual([{ key: 'errors.requestFailed' }]);
    expect(getSession().user).toBeNull();
  });
});
