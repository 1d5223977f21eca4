// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { whenSettled } from './when-settled';

const KEY = ['user', 'balances'];

describe('whenSettled', () => {
  it('waits for the request on its way, then a drawn frame', async () => {
    const client = new QueryClient();
    let answer: (value: string) => void = () => undefined;
    void client.prefetchQuery({
      queryKey: KEY,
      queryFn: () =>
        new Promise<string>((resolve) => {
          answer = resolve;
        }),
    });
    const order: string[] = [];
    const settled = whenSettled(client, KEY).then(() => order.push('settled'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(order).toEqual([]);
    answer('12.5');
    order.push('answered');
    await settled;
    expect(order).toEqual(['answered', 'settled']);
    expect(client.getQueryData(KEY)).toBe('12.5');
  });

  it('a failed request settles it too', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    void client.prefetchQuery({ queryKey: KEY, queryFn: () => Promise.reject(new Error('down')) });
    await whenSettled(client, KEY);
    expect(client.getQueryState(KEY)?.status).toBe('error');
  });

  it('with nothing on its way, resolves after the next frame', async () => {
    await expect(whenSettled(new QueryClient(), KEY)).resolves.toBeUndefined();
  });
});
