// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { FRESH_LIVE, PRICE_REFRESH_MS } from './freshness';

type TimingWindow = { __RWAT_TEST_TIMING__?: Record<string, number> };

describe('a live price', () => {
  afterEach(() => {
    delete (window as TimingWindow).__RWAT_TEST_TIMING__;
  });

  it('is asked again every 15 s, unless the test stack’s page shortens it', () => {
    expect(PRICE_REFRESH_MS).toBe(15_000);
    expect(FRESH_LIVE.refetchInterval()).toBe(15_000);
    (window as TimingWindow).__RWAT_TEST_TIMING__ = { priceRefreshMs: 1_000 };
    expect(FRESH_LIVE.refetchInterval()).toBe(1_000);
  });
});
