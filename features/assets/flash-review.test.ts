import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import {
  exchangeRequest,
  flashReview,
  movedTerms,
  priceMoved,
  refreshedReview,
} from './flash-review';

const today = { rwatPrice: '0.5', flashFeeRate: '0.05' };

describe('the flash-exchange review', () => {
  it('binds the exchange to what it shows: the amount and the USDT received as the minimum', () => {
    const review = flashReview('10', today);
    expect(review).toMatchObject({ amount: '10', moved: false, quote: { received: '4.75' } });
    expect(exchangeRequest(review!)).toEqual({ amount: '10', minReceived: '4.75' });
  });

  it('cannot be opened for an amount that is not one, or that would receive nothing', () => {
    expect(flashReview('', today)).toBeNull();
    expect(flashReview('0', today)).toBeNull();
    expect(flashReview('10', { rwatPrice: 'x', flashFeeRate: '0.05' })).toBeNull();
    // 0.00000001 RWAT at 0.5 is 0.000000005 USDT gross: the fee rounds up to all of it.
    expect(flashReview('0.00000002', { rwatPrice: '0.5', flashFeeRate: '0.5' })).toBeNull();
  });

  it('reads the new terms from a moved price, and nothing from any other refusal', () => {
    const moved = new ApiError('code', 1070, { key: 'errors.priceMoved' }, 'moved', {
      rwatPrice: '0.4',
      flashFeeRate: '0.05',
      received: '3.8',
    });
    expect(priceMoved(moved)).toBe(true);
    expect(movedTerms(moved)).toEqual({ rwatPrice: '0.4', flashFeeRate: '0.05' });
    const next = flashReview('10', movedTerms(moved)!, true);
    expect(next).toMatchObject({ moved: true, quote: { received: '3.8' } });
    expect(exchangeRequest(next!)).toEqual({ amount: '10', minReceived: '3.8' });

    const unreadable = new ApiError('code', 1070, { key: 'errors.priceMoved' }, 'moved', {
      rwatPrice: 0.4,
    });
    expect(priceMoved(unreadable)).toBe(true);
    expect(movedTerms(unreadable)).toBeNull();
    const other = new ApiError('code', 1015, { key: 'errors.insufficientBalance' });
    expect(priceMoved(other)).toBe(false);
    expect(movedTerms(other)).toBeNull();
    expect(movedTerms(new Error('offline'))).toBeNull();
  });

  it('after a refresh, keeps the review while the terms hold, and asks again when they change', () => {
    const review = flashReview('10', today)!;
    expect(refreshedReview(review, { ...today })).toBe(review);
    const next = refreshedReview(review, { rwatPrice: '0.4', flashFeeRate: '0.05' });
    expect(next).toMatchObject({ refreshed: true, quote: { received: '3.8' } });
    // What Confirm then sends is the new minimum, never the old one.
    expect(exchangeRequest(next!)).toEqual({ amount: '10', minReceived: '3.8' });
    expect(refreshedReview(review, { rwatPrice: '0.5', flashFeeRate: '0.06' })?.refreshed).toBe(
      true,
    );
  });
});
