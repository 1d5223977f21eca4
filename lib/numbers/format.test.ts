import { afterEach, describe, expect, it } from 'vitest';
import { formatAmount, formatCount, formatPercent } from './format';

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
