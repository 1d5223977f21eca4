import { describe, expect, it } from 'vitest';
import { joinAmounts } from './use-format';

describe('amounts joined as one sum', () => {
  it('read left to right as they are', () => {
    expect(joinAmounts(['1,000 USDT', '500 RWAT'], 'ltr')).toBe('1,000 USDT + 500 RWAT');
  });

  it('keep each amount whole with its unit inside right-to-left text', () => {
    expect(joinAmounts(['۱٬۰۰۰ USDT', '۵۰۰ RWAT'], 'rtl')).toBe(
      '\u2066۱٬۰۰۰ USDT\u2069 + \u2066۵۰۰ RWAT\u2069',
    );
    expect(joinAmounts(['۵۰۰ RWAT'], 'rtl')).toBe('\u2066۵۰۰ RWAT\u2069');
  });
});
