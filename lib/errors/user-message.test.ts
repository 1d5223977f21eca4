import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { formatAmount } from '@/lib/numbers/format';
import { messageForCode } from './server-codes';
import { messageText, messageValues } from './user-message';

const persian = (value: string) => formatAmount(value, locales.fa.tag, 18);
const english = (value: string) => formatAmount(value, locales.en.tag, 18);
/** A stand-in for `t`: the key with its values, in a stable order. */
const t = (key: string, values?: Record<string, string | number>) =>
  `${key} ${JSON.stringify(values ?? {})}`;

describe('message values', () => {
  it('write a server limit in the reader’s digits', () => {
    const message = messageForCode(1037, '', { limit: '1000.5' });
    expect(messageText(t, message, persian)).toBe('errors.minWithdraw {"limit":"۱٬۰۰۰٫۵"}');
    expect(messageText(t, message, english)).toBe('errors.minWithdraw {"limit":"1,000.5"}');
  });

  it('leave other values as they are and a missing limit empty', () => {
    expect(messageValues({ values: { wallet: 'OKX' }, amounts: { limit: '' } }, persian)).toEqual({
      wallet: 'OKX',
      limit: '',
    });
    expect(messageValues({ values: { n: 1 } }, persian)).toEqual({ n: 1 });
  });

  it('keep the server’s own words', () => {
    expect(messageText(t, { text: 'Custom' }, persian)).toBe('Custom');
  });
});
