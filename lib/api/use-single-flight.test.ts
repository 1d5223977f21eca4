// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSingleFlight } from './use-single-flight';

describe('useSingleFlight', () => {
  it('drops a second call while the first runs, and runs again after it ends', async () => {
    const { result } = renderHook(() => useSingleFlight());
    let calls = 0;
    let release: () => void = () => {};
    const task = () =>
      new Promise<string>((resolve) => {
        calls++;
        release = () => resolve('done');
      });
    let first: Promise<string | undefined> = Promise.resolve(undefined);
    let second: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      first = result.current.run(task);
      second = result.current.run(task);
    });
    expect(calls).toBe(1);
    expect(result.current.busy).toBe(true);
    await act(async () => {
      release();
      await first;
    });
    expect(await second).toBeUndefined();
    expect(result.current.busy).toBe(false);
    await act(async () => {
      const third = result.current.run(async () => 'again');
      expect(await third).toBe('again');
    });
  });

  it('frees itself after a failure', async () => {
    const { result } = renderHook(() => useSingleFlight());
    await act(async () => {
      await expect(result.current.run(() => Promise.reject(new Error('x')))).rejects.toThrow('x');
    });
    expect(result.current.busy).toBe(false);
    await act(async () => {
      expect(await result.current.run(async () => 1)).toBe(1);
    });
  });
});
