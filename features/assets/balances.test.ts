import { QueryObserver } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/api/query-client';
import { sharedKeys } from '@/lib/api/query-keys';
import { clearSession, setSession } from '@/lib/session/store';
import { followBalances } from './balances';

const BALANCES = { USDT: '12.5', RWAT: '0', RWAC: '3' };
const asked: string[] = [];
const aborted: string[] = [];

vi.mock('@/lib/api/client', () => ({
  inPlace: (signal?: AbortSignal) => ({ toast: false, loading: false, signal }),
  // Answers after a moment, as a server does; a request whose signal aborts ends there.
  callerFor: () => (key: string, _req: object, options: { signal?: AbortSignal }) => {
    asked.push(key);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => resolve(BALANCES), 20);
      options.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        aborted.push(key);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  },
}));

const signedIn = (token: string) =>
  setSession({ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', user: { token } as never });

describe('the balances follow the session’s token', () => {
  let stop = () => {};
  beforeEach(() => {
    stop();
    asked.length = 0;
    aborted.length = 0;
    clearSession();
    queryClient.clear();
  });

  it('a returning person’s are asked for at once', async () => {
    signedIn('stored-token');
    stop = followBalances();
    await vi.waitFor(() => expect(queryClient.getQueryData(sharedKeys.balances)).toEqual(BALANCES));
    expect(asked).toEqual(['GET /api/user/balance']);
  });

  it('a guest asks nothing; a sign-in asks at once, once, and other session writes ask nothing', async () => {
    stop = followBalances();
    await Promise.resolve();
    expect(asked).toEqual([]);
    signedIn('fresh-token');
    setSession({ language: 'fa' });
    await vi.waitFor(() => expect(queryClient.getQueryData(sharedKeys.balances)).toEqual(BALANCES));
    expect(asked).toEqual(['GET /api/user/balance']);
  });

  it('another account’s sign-in asks again', async () => {
    signedIn('first-token');
    stop = followBalances();
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    clearSession();
    queryClient.clear();
    signedIn('second-token');
    await vi.waitFor(() => expect(asked).toHaveLength(2));
  });

  it('a sign-in’s request goes on while the guest screen that watched them leaves: asked once', async () => {
    stop = followBalances();
    // A guest's Home watches the balances (disabled until signed in)…
    const guestScreen = new QueryObserver(queryClient, {
      queryKey: sharedKeys.balances,
      enabled: false,
    });
    const unwatch = guestScreen.subscribe(() => undefined);
    signedIn('fresh-token');
    // …and leaves as the signed-in Home comes: for a moment nobody watches the request.
    unwatch();
    await vi.waitFor(() => expect(queryClient.getQueryData(sharedKeys.balances)).toEqual(BALANCES));
    expect(aborted).toEqual([]);
    expect(asked).toEqual(['GET /api/user/balance']);
  });
});
