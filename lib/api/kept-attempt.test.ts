// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { IdempotentKey } from '@/lib/contract/contract';
import { ApiError } from './api-error';
import { ATTEMPT_KEPT_MS, keptAttempt, useIdempotentAttempt } from './idempotency';

const WITHDRAW: IdempotentKey = 'POST /api/withdraw';
const request = {
  symbol: 'USDT',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  amount: '20',
};
const lost = new ApiError('timeout', 0, { key: 'errors.timeout' });
const refused = new ApiError('code', 1015, { key: 'errors.insufficient' });
const elsewhere = new ApiError('code', 40002, { key: 'errors.loggedInElsewhere' });

/** One screen's attempts at `endpoint`, as a screen mounted afresh holds them. */
function screen(endpoint: IdempotentKey = WITHDRAW) {
  return renderHook(() => useIdempotentAttempt(endpoint));
}

afterEach(() => sessionStorage.clear());

describe('a confirmation whose outcome is not known', () => {
  it('keeps its key past the screen: opened again (a reload, a new sign-in), the same request has it', () => {
    const first = screen();
    let key = '';
    act(() => {
      key = first.result.current.keyFor(request);
      first.result.current.settle(lost);
    });
    expect(first.result.current.unanswered).toBe(true);
    first.unmount();

    const again = screen();
    expect(again.result.current.unanswered).toBe(true);
    expect(again.result.current.keyFor({ ...request })).toBe(key);
    // Another request is another confirmation.
    expect(again.result.current.keyFor({ ...request, amount: '21' })).not.toBe(key);
  });

  it('is kept from the moment it is sent: a reload before the answer keeps it too', () => {
    const first = screen();
    const key = first.result.current.keyFor(request);
    first.unmount();
    expect(keptAttempt(WITHDRAW)?.key).toBe(key);
    expect(screen().result.current.unanswered).toBe(true);
  });

  it('is forgotten once a confirmation is answered, done or refused', () => {
    for (const outcome of [undefined, refused]) {
      const first = screen();
      let key = '';
      act(() => {
        key = first.result.current.keyFor(request);
        first.result.current.settle(lost);
      });
      act(() => {
        first.result.current.keyFor(request);
        first.result.current.settle(outcome);
      });
      expect(first.result.current.unanswered).toBe(false);
      first.unmount();
      const again = screen();
      expect(again.result.current.unanswered).toBe(false);
      expect(again.result.current.keyFor(request)).not.toBe(key);
    }
  });

  it('stays unknown when a retry is refused as the session ends: the server looked at nothing', () => {
    const first = screen();
    let key = '';
    act(() => {
      key = first.result.current.keyFor(request);
      first.result.current.settle(lost);
    });
    act(() => {
      first.result.current.keyFor(request);
      first.result.current.settle(elsewhere);
    });
    expect(first.result.current.unanswered).toBe(true);
    first.unmount();
    expect(screen().result.current.keyFor(request)).toBe(key);
  });

  it('is not made unknown by a first confirmation refused as the session ends', () => {
    const first = screen();
    act(() => {
      first.result.current.keyFor(request);
      first.result.current.settle(elsewhere);
    });
    expect(first.result.current.unanswered).toBe(false);
    first.unmount();
    expect(keptAttempt(WITHDRAW)).toBeNull();
  });

  it('is kept per endpoint, and no longer than the server keeps its key', () => {
    const withdraw = screen();
    const key = withdraw.result.current.keyFor(request);
    expect(screen('POST /api/transfer').result.current.unanswered).toBe(false);
    expect(keptAttempt(WITHDRAW, Date.now() + ATTEMPT_KEPT_MS - 60_000)?.key).toBe(key);
    expect(keptAttempt(WITHDRAW, Date.now() + ATTEMPT_KEPT_MS + 1)).toBeNull();
  });

  it('reads nothing from a store it cannot parse', () => {
    sessionStorage.setItem('rwat:attempts', '{"POST /api/withdraw": {"key": 5}}');
    expect(keptAttempt(WITHDRAW)).toBeNull();
    sessionStorage.setItem('rwat:attempts', 'not json');
    expect(screen().result.current.unanswered).toBe(false);
  });
});
