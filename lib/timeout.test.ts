import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTimeout } from './timeout';

afterEach(() => vi.useRealTimers());

describe('withTimeout', () => {
  it('passes the answer through when it comes in time', async () => {
    await expect(
      withTimeout(Promise.resolve('answer'), 1_000, () => new Error('late')),
    ).resolves.toBe('answer');
  });

  it('passes a failure through unchanged', async () => {
    const failure = new Error('refused');
    await expect(withTimeout(Promise.reject(failure), 1_000, () => new Error('late'))).rejects.toBe(
      failure,
    );
  });

  it('rejects with the given error when no answer comes in time, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    const never = new Promise<string>(() => {});
    const result = withTimeout(never, 5_000, () => new Error('late'));
    vi.advanceTimersByTime(5_000);
    await expect(result).rejects.toThrow('late');
    const answered = withTimeout(Promise.resolve(1), 5_000, () => new Error('late'));
    await answered;
    expect(vi.getTimerCount()).toBe(0);
  });
});
