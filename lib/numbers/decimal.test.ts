import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, isPositiveAmount, mul, normalize, round, sub } from './decimal';
import { formatAmount } from './format';

/** A decimal string with up to 30 integer and 18 fraction digits, as a user could type it. */
const amount = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.bigInt({ min: 0n, max: 10n ** 18n - 1n }))
  .map(([int, frac]) => `${int}.${frac.toString().padStart(18, '0')}`);

/** Oracle: fixed-point with bigint scaled by 10^18 (a sign allowed), no library involved. */
function scaled(value: string): bigint {
  const negative = value.startsWith('-');
  const [int, frac = ''] = value.replace('-', '').split('.');
  const units = BigInt(int ?? '0') * 10n ** 18n + BigInt((frac + '0'.repeat(18)).slice(0, 18));
  return negative ? -units : units;
}

describe('18-decimal amounts', () => {
  it('normalise without changing the value (10 000 cases)', () => {
    fc.assert(
      fc.property(amount, (value) => {
        expect(scaled(normalize(value))).toBe(scaled(value));
        expect(normalize(value)).not.toMatch(/\.\d*0$|e/);
      }),
      { numRuns: 10_000 },
    );
  });

  it('add and sub agree with bigint fixed-point (10 000 cases)', () => {
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        expect(scaled(add(a, b))).toBe(scaled(a) + scaled(b));
        expect(scaled(sub(a, b))).toBe(scaled(a) - scaled(b));
      }),
      { numRuns: 10_000 },
    );
  });

  it('never goes through a float', () => {
    expect(add('0.1', '0.2')).toBe('0.3');
    expect(mul('1.1', '3')).toBe('3.3');
    expect(add('123456789012', '0.34567890123456789')).toBe('123456789012.34567890123456789');
  });

  it('takes as an amount only a plain decimal above zero, with no more places than the token', () => {
    expect(isPositiveAmount('1e5')).toBe(false);
    expect(isPositiveAmount('-1')).toBe(false);
    // One place more than the token has is refused, never rounded away on its way to the chain.
    expect(isPositiveAmount('0')).toBe(false);
    expect(isPositiveAmount('0.000000000000000001')).toBe(true);
    expect(isPositiveAmount('0.0000000000000000001')).toBe(false);
    expect(isPositiveAmount('abc')).toBe(false);
  });

  it('rounds down by default so money is never overstated', () => {
    expect(round('1.23456789', 4)).toBe('1.2345');
    expect(round('1.23455', 4, 'halfUp')).toBe('1.2346');
  });

  it('formats exact decimals in the locale', () => {
    expect(formatAmount('1234567.891', 'en', 2)).toBe('1,234,567.89');
    expect(formatAmount('12345678901234567890.5', 'en', 1)).toBe('12,345,678,901,234,567,890.5');
    expect(formatAmount('1234.5', 'de', 2)).toBe('1.234,5');
  });
});
