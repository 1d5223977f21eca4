// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { clearSession, getSession, setSession } from '@/lib/session/store';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USER = { address: ADDRESS, token: 'token-1' };

const calls: string[] = [];
const answerTabs = { resolve: (_: unknown) => {} };
const nonceAnswer = { result: (): Promise<unknown> => Promise.resolve({ nonce: 'n0nce1234' }) };
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
vi.mock('@/lib/api/client', () => ({
  callerFor: () => async (key: string) => {
    calls.push(key);
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
  });

  it('has the nonce on its way before any tab answers, then signs in with it', async () => {
    const outcome = signIn();
    await settle();
    // Both are on their way, in whichever order, before any tab has answered.
    expect([...calls].sort()).toEqual(['GET /api/auth/nonce', 'ask tabs']);
    answerTabs.resolve(null);
    expect(await outcome).toBe('signed-in');
    expect(calls.slice(2)).toEqual(['POST /api/login']);
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
