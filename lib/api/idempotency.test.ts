import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { attemptFor, newIdempotencyKey, notSentError, outcomeUnknown } from './idempotency';

describe('idempotency keys', () => {
  it('are 128-bit random hex, never repeated', () => {
    const keys = new Set(Array.from({ length: 1000 }, newIdempotencyKey));
    expect(keys.size).toBe(1000);
    for (const k of keys) expect(k).toMatch(/^[0-9a-f]{32}$/);
  });

  it('stay the same for a retry of the same request and change for another one', () => {
    const first = attemptFor(null, { amount: '12.5', symbol: 'USDT' });
    expect(attemptFor(first, { amount: '12.5', symbol: 'USDT' }).key).toBe(first.key);
    expect(attemptFor(first, { amount: '125', symbol: 'USDT' }).key).not.toBe(first.key);
  });

  it('survive only failures whose outcome is unknown', () => {
    const msg = { key: 'errors.requestFailed' };
    expect(outcomeUnknown(new ApiError('network', 0, msg))).toBe(true);
    expect(outcomeUnknown(new ApiError('timeout', 0, msg))).toBe(true);
    expect(outcomeUnknown(new ApiError('http', 502, msg))).toBe(true);
    expect(outcomeUnknown(new ApiError('code', 1015, msg))).toBe(false);
    expect(outcomeUnknown(new ApiError('bad-response', 0, msg))).toBe(true);
    expect(outcomeUnknown(new Error('x'))).toBe(false);
    expect(outcomeUnknown(undefined)).toBe(false);
  });
});

describe('a request that never left', () => {
  it('is told apart from one whose answer was lost', () => {
    const offline = new ApiError('not-sent', 0, { key: 'errors.offlineNotSent' });
    const lost = new ApiError('network', 0, { key: 'errors.network' });
    expect(notSentError(offline)).toBe(true);
    expect(outcomeUnknown(offline)).toBe(false);
    expect(notSentError(lost)).toBe(false);
    expect(notSentError(new Error('offline'))).toBe(false);
  });
});
