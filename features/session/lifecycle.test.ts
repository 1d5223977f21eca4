// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/api/query-client';
import { sharedKeys } from '@/lib/api/query-keys';
import { clearSession, setSession } from '@/lib/session/store';
import { startSessionLifecycle } from './lifecycle';

const happened: string[] = [];

vi.mock('@/lib/chain/wallet', () => ({
  watchWallet: () => happened.push('wallet reached'),
  restoreWallet: async () => happened.push('stored address checked'),
  ensureNetwork: async () => 'ok',
  reloadAfterWallet: async () => undefined,
}));
vi.mock('./sign-in', () => ({
  signIn: async () => 'signed-in',
  shouldResumeSignIn: () => false,
}));

let stop = () => {};

afterEach(() => {
  stop();
  happened.length = 0;
  clearSession();
  queryClient.clear();
});

describe('a returning person’s start', () => {
  it('reaches the wallet once the balances are in and drawn, not while they are on their way', async () => {
    setSession({
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      user: { token: 'stored-token' } as never,
      signStatus: 'signed',
    });
    // The app's start has asked for the balances.
    let answer: (value: object) => void = () => undefined;
    void queryClient.prefetchQuery({
      queryKey: sharedKeys.balances,
      queryFn: () =>
        new Promise<object>((resolve) => {
          answer = resolve;
        }),
    });
    stop = startSessionLifecycle();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(happened).toEqual([]);
    answer({ USDT: '1', RWAT: '0', RWAC: '0' });
    happened.push('balances in');
    await vi.waitFor(() => expect(happened).toEqual(['balances in', 'wallet reached']));
  });
});
