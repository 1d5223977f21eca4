import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flashQuote } from './flash-quote';

const SCALE = 10n ** 18n;

/** "12.5" → 12.5 × 10^18 as a bigint, without any library. */
function scaled(value: string): bigint {
  const [int = '0', frac = ''] = value.split('.');
  return BigInt(int) * SCALE + BigInt((frac + '0'.repeat(18)).slice(0, 18));
}

function unscaled(units: bigint): string {
  // A fee rate near 1 can round the fee above a tiny gross, so "received" may be negative.
  const sign = units < 0n ? '-' : '';
  const abs = units < 0n ? -units : units;
  const int = abs / SCALE;
  const frac = (abs % SCALE).toString().padStart(18, '0').replace(/0+$/, '');
  return frac ? `${sign}${int}.${frac}` : `${sign}${int}`;
}

/** The README's rule in integer arithmetic: every value in units of 10^-18. */
function oracle(amount: string, price: string, rate: string) {
  const gross = (scaled(amount) * scaled(price)) / SCALE; // cut towards zero at 18 places
  const feeTimes1e36 = gross * scaled(rate);
  const step = 10n ** 28n; // one unit of the 8th decimal, at scale 10^36
  const fee8 = (feeTimes1e36 + step / 2n) / step; // half-up, all values non-negative
  const fee = fee8 * 10n ** 10n;
  return { gross: unscaled(gross), fee: unscaled(fee), received: unscaled(gross - fee) };
}

const decimal = (maxInt: bigint, maxFracDigits: number) =>
  fc
    .tuple(
      fc.bigInt({ min: 0n, max: maxInt }),
      fc.integer({ min: 0, max: maxFracDigits }),
      fc.bigInt({ min: 0n, max: 10n ** 18n - 1n }),
    )
    .map(([int, digits, frac]) =>
      digits === 0 ? `${int}` : `${int}.${frac.toString().padStart(18, '0').slice(0, digits)}`,
    );

describe('flash quote', () => {
  it.each([
    ['100', { gross: '50', fee: '2.5', received: '47.5' }],
    ['123.456789', { gross: '61.7283945', fee: '3.08641973', received: '58.64197477' }],
    ['0.0000001', { gross: '0.00000005', fee: '0', received: '0.00000005' }],
    ['1.000000000000000001', { gross: '0.5', fee: '0.025', received: '0.475' }],
  ])('matches the README example for %s RWAT at 0.5 U and a fee rate of 0.05', (amount, quote) => {
    expect(flashQuote(amount, '0.5', '0.05')).toEqual(quote);
  });

  it('has no quote for what is not a positive amount', () => {
    for (const bad of ['', '0', '0.0', '-1', '1e5', '.5', 'abc', '0.0000000000000000001']) {
      expect(flashQuote(bad, '0.5', '0.05')).toBeNull();
    }
    expect(flashQuote('1', 'x', '0.05')).toBeNull();
  });

  it('agrees with an independent bigint oracle to the last digit (10 000 cases)', () => {
    fc.assert(
      fc.property(
        decimal(10n ** 12n, 18).filter((a) => scaled(a) > 0n),
        decimal(10_000n, 18),
        decimal(0n, 18),
        (amount, price, rate) => {
          expect(flashQuote(amount, price, rate)).toEqual(oracle(amount, price, rate));
        },
      ),
      { numRuns: 10_000 },
    );
  });

  it('agrees with the oracle at the live price and rate (10 000 cases)', () => {
    fc.assert(
      fc.property(
        decimal(10n ** 9n, 18).filter((a) => scaled(a) > 0n),
        (amount) => {
          expect(flashQuote(amount, '0.5', '0.05')).toEqual(oracle(amount, '0.5', '0.05'));
        },
      ),
      { numRuns: 10_000 },
    );
  });
});
