import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/api/query-client';
import { sharedKeys } from '@/lib/api/query-keys';
import { EARLY_REQUESTS_SLOT } from '@/lib/session/early-requests';
import { clearSession, setSession } from '@/lib/session/store';
import { followBalances } from './balances';

const BALANCES = { USDT: '12.5', RWAT: '0', RWAC: '3' };
const asked: string[] = [];

vi.mock('@/lib/api/client', () => ({
  inPlace: (signal?: AbortSignal) => ({ toast: false, loading: false, signal }),
  call: async (key: string, _req: unknown, options: { answer?: Promise<Response> }) => {
    if (!options.answer) {
      asked.push(`${key}, sent`);
      return BALANCES;
    }
    asked.push(`${key}, early answer read`);
    return (await options.answer).json();
  },
}));

/** What the page's first script leaves when it asked for the balances with `token`. */
function firstScriptAsked(token: string, balances: object) {
  (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_SLOT] = {
    balances: { owner: token, at: Date.now(), response: Promise.resolve(Response.json(balances)) },
  };
}

const signedIn = (token: string) =>
  setSession({ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', user: { token } as never });

describe('the balances follow the session’s token', () => {
  let stop = () => {};
  beforeEach(() => {
    stop();
    asked.length = 0;
    clearSession();
    queryClient.clear();
    delete (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_SLOT];
  });

  it('a returning person’s come from the first script’s answer, and any later fetch asks anew', async () => {
    const early = { ...BALANCES, USDT: '7' };
    firstScriptAsked('stored-token', early);
    signedIn('stored-token');
    stop = followBalances();
    await vi.waitFor(() => expect(queryClient.getQueryData(sharedKeys.balances)).toEqual(early));
    await queryClient.refetchQueries({ queryKey: sharedKeys.balances });
    expect(queryClient.getQueryData(sharedKeys.balances)).toEqual(BALANCES);
    expect(asked).toEqual([
      'GET /api/user/balance, early answer read',
      'GET /api/user/balance, sent',
    ]);
  });

  it('an answer asked with another token is not read', async () => {
    firstScriptAsked('old-token', { ...BALANCES, USDT: '7' });
    signedIn('new-token');
    stop = followBalances();
    await vi.waitFor(() => expect(queryClient.getQueryData(sharedKeys.balances)).toEqual(BALANCES));
    expect(asked).toEqual(['GET /api/user/balance, sent']);
  });

  it('a guest asks nothing; a sign-in asks at once, once, and other session writes ask nothing', async () => {
    stop = followBalances();
    await Promise.resolve();
    expect(asked).toEqual([]);
    signedIn('fresh-token');
    setSession({ language: 'fa' } as never);
    await vi.waitFor(() => expect(queryClient.getQueryData(sharedKeys.balances)).toEqual(BALANCES));
    expect(asked).toEqual(['GET /api/user/balance, sent']);
  });
});
