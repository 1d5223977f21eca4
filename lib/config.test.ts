// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { configuredAddress, testTiming } from './config';

describe('configuredAddress', () => {
  it('refuses a missing address, naming the variable', () => {
    expect(() => configuredAddress(undefined, 'NEXT_PUBLIC_VAULT_ADDRESS')).toThrow(
      'NEXT_PUBLIC_VAULT_ADDRESS is not set at build time',
    );
    expect(() => configuredAddress('', 'NEXT_PUBLIC_USDT_ADDRESS')).toThrow('is not set');
  });

  it('refuses what is not an address, such as a bare 0x', () => {
    expect(() => configuredAddress('0x', 'NEXT_PUBLIC_RWAC_ADDRESS')).toThrow(
      'NEXT_PUBLIC_RWAC_ADDRESS is not an address: 0x',
    );
  });

  it('passes a configured address through', () => {
    const vault = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
    expect(configuredAddress(vault, 'NEXT_PUBLIC_VAULT_ADDRESS')).toBe(vault);
  });
});

describe('testTiming', () => {
  const page = window as { __RWAT_TEST_TIMING__?: Record<string, unknown> };
  afterEach(() => {
    delete page.__RWAT_TEST_TIMING__;
  });

  it('is the app’s own timing on a page the test stack did not shorten', () => {
    expect(testTiming('sessionEndDelayMs', 500)).toBe(500);
  });

  it('reads the shortened wait each time one starts, so a test may shorten it midway', () => {
    page.__RWAT_TEST_TIMING__ = { receiptWaitMs: 1 };
    expect(testTiming('receiptWaitMs', 60_000)).toBe(1);
    expect(testTiming('watchRetryMs', 5_000)).toBe(5_000);
    page.__RWAT_TEST_TIMING__ = { receiptWaitMs: 1, watchRetryMs: 1 };
    expect(testTiming('watchRetryMs', 5_000)).toBe(1);
  });

  it('ignores what is not a positive number of milliseconds', () => {
    page.__RWAT_TEST_TIMING__ = { sessionEndDelayMs: 0, requestTimeoutMs: '10' };
    expect(testTiming('sessionEndDelayMs', 500)).toBe(500);
    expect(testTiming('requestTimeoutMs', 60_000)).toBe(60_000);
  });
});
