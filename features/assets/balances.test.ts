import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/api/query-client';
import { sharedKeys } from '@/lib/api/query-keys';
import { prefetchBalances } from './balances';

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

describe('a returning person’s balances', () => {
  beforeEach(() => {
    asked.length = 0;
    queryClient.clear();
  });

  it('come from the answer the first script asked for, and any later fetch asks anew', async () => {
    const early = { ...BALANCES, USDT: '7' };
    prefetchBalances({ response: Promise.resolve(Response.json(early)) });
    await vi.waitFor(() => expect(queryClient.getQueryData(sharedKeys.balances)).toEqual(early));
    await queryClient.refetchQueries({ queryKey: sharedKeys.balances });
    expect(queryClient.getQueryData(sharedKeys.balances)).toEqual(BALANCES);
    expect(asked).toEqual([
      'GET /api/user/balance, early answer read',
      'GET /api/user/balance, sent',
    ]);
  });

  it('are asked for when there is no early answer', async () => {
    prefetchBalances();
    await vi.waitFor(() => expect(queryClient.getQueryData(sharedKeys.balances)).toEqual(BALANCES));
    expect(asked).toEqual(['GET /api/user/balance, sent']);
  });
});
