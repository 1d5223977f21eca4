import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recoverWhenOnline } from './query-client';

afterEach(() => onlineManager.setOnline(true));

describe('recoverWhenOnline', () => {
  it('runs a query that failed offline again when a page started offline goes online', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const fetcher = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('balances');
    await client.prefetchQuery({ queryKey: ['balances'], queryFn: fetcher });
    expect(client.getQueryState(['balances'])?.status).toBe('error');

    recoverWhenOnline(client, () => false); // the worker opened the page offline
    onlineManager.setOnline(true); // the browser's "online" event

    await vi.waitFor(() => expect(client.getQueryData(['balances'])).toBe('balances'));
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('leaves queries that answered alone', async () => {
    const client = new QueryClient();
    const fetcher = vi.fn<() => Promise<string>>().mockResolvedValue('totals');
    await client.prefetchQuery({ queryKey: ['totals'], queryFn: fetcher });

    recoverWhenOnline(client, () => false);
    onlineManager.setOnline(true);

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
