import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { round } from './decimal';
import { formatAmount, formatCount, formatPercent, localDigits, truncateDecimal } from './format';

describe('formatAmount', () => {
  it('formats exact decimals beyond float precision', () => {
    expect(formatAmount('123456789012345678.1234', 'en-US')).toBe('123,456,789,012,345,678.1234');
    // Rounded down: an amount is never shown larger than it is.
    expect(formatAmount('0.99999', 'en-US')).toBe('0.9999');
  });

  it('follows the locale', () => {
    expect(formatAmount('1234.5', 'de-DE', 2)).toBe('1.234,5');
  });

  it('returns input it cannot read as it is', () => {
    expect(formatAmount('abc', 'en-US')).toBe('abc');
  });
});

describe('truncateDecimal', () => {
  it('cuts toward zero and never leaves a negative zero', () => {
    expect(truncateDecimal('12.34567', 4)).toBe('12.3456');
    expect(truncateDecimal('-12.34567', 2)).toBe('-12.34');
    expect(truncateDecimal('-0.00001', 4)).toBe('0');
    expect(truncateDecimal('007.500', 4)).toBe('7.5');
    expect(truncateDecimal('5', 0)).toBe('5');
    expect(truncateDecimal('1e3', 4)).toBeUndefined();
    expect(truncateDecimal('', 4)).toBeUndefined();
  });

  it('agrees with the decimal library’s rounding down on any plain decimal', () => {
    const decimal = fc
      .tuple(
        fc.boolean(),
        fc.stringMatching(/^\d{1,30}$/),
        fc.option(fc.stringMatching(/^\d{1,24}$/), { nil: undefined }),
      )
      .map(
        ([negative, whole, fraction]) =>
          `${negative ? '-' : ''}${whole}${fraction === undefined ? '' : `.${fraction}`}`,
      );
    fc.assert(
      fc.property(decimal, fc.integer({ min: 0, max: 18 }), (value, places) => {
        const expected = round(value, places).replace(/^-(?=[0.]+$)/, '');
        expect(truncateDecimal(value, places)).toBe(expected);
      }),
      { numRuns: 10_000 },
    );
  });
});

describe('formatter reuse', () => {
  const RealNumberFormat = Intl.NumberFormat;
  afterEach(() => {
    Intl.NumberFormat = RealNumberFormat;
  });

  it('builds one formatter per locale and option set, not one per call', () => {
    let built = 0;
    Intl.NumberFormat = new Proxy(RealNumberFormat, {
      construct(target, args) {
        built += 1;
        return Reflect.construct(target, args);
      },
    });
    for (let i = 0; i < 50; i += 1) {
      formatAmount(`${i}.5`, 'fr-FR', 3);
      formatPercent('0.125', 'fr-FR');
      formatCount(i, 'fr-FR');
    }
    expect(built).toBe(3);
  });
});

describe('localDigits', () => {
  it('writes an order number in Persian numerals, whole and ungrouped', () => {
    expect(localDigits('202611250001', 'fa')).toBe('۲۰۲۶۱۱۲۵۰۰۰۱');
  });

  it('leaves languages written with 0-9 as they are', () => {
    expect(localDigits('202611250001', 'en')).toBe('202611250001');
  });
});
