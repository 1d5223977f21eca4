import fc from 'fast-check';
import { formatUnits, parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { add, fromUnits, isPositiveAmount, mul, normalize, round, sub, toUnits } from './decimal';
import { formatAmount } from './format';

/** A decimal string with up to 30 integer and 18 fraction digits, as a user could type it. */
const amount = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.bigInt({ min: 0n, max: 10n ** 18n - 1n }))
  .map(([int, frac]) => `${int}.${frac.toString().padStart(18, '0')}`);

/** Oracle: fixed-point with bigint scaled by 10^18, no library involved. */
function scaled(value: string): bigint {
  const [int, frac = ''] = value.split('.');
  return BigInt(int ?? '0') * 10n ** 18n + BigInt((frac + '0'.repeat(18)).slice(0, 18));
}

describe('18-decimal amounts', () => {
  it('parse and format round-trip exactly (10 000 cases)', () => {
    fc.assert(
      fc.property(amount, (value) => {
        const units = toUnits(value);
        expect(units).toBe(scaled(value));
        expect(fromUnits(units)).toBe(normalize(value));
      }),
      { numRuns: 10_000 },
    );
  });

  it('add and sub agree with bigint fixed-point (10 000 cases)', () => {
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        expect(toUnits(add(a, b))).toBe(scaled(a) + scaled(b));
        const diff = sub(a, b);
        const expected = scaled(a) - scaled(b);
        const sign = diff.startsWith('-') ? -1n : 1n;
        expect(sign * toUnits(diff.replace('-', ''))).toBe(expected);
      }),
      { numRuns: 10_000 },
    );
  });

  it('never goes through a float', () => {
    expect(add('0.1', '0.2')).toBe('0.3');
    expect(mul('1.1', '3')).toBe('3.3');
    expect(toUnits('0.000000000000000001')).toBe(1n);
    expect(fromUnits(123456789012345678901234567890n)).toBe('123456789012.34567890123456789');
  });

  it('rejects what is not a plain decimal', () => {
    expect(() => toUnits('1e5')).toThrow();
    expect(() => toUnits('-1')).toThrow();
    // One place more than the token has is refused, never rounded away.
    expect(() => toUnits('0.0000000000000000001')).toThrow('More than 18 decimal places');
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

describe('units', () => {
  it('convert as the reference implementation does, both ways and at any number of places', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 40n }),
        fc.integer({ min: 0, max: 30 }),
        (units, decimals) => {
          const text = fromUnits(units, decimals);
          expect(text).toBe(formatUnits(units, decimals));
          expect(toUnits(text, decimals)).toBe(parseUnits(text, decimals));
          expect(toUnits(text, decimals)).toBe(units);
        },
      ),
    );
    expect(fromUnits(-1500000000000000000n)).toBe('-1.5');
  });
});
