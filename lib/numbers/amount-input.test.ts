import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localeIds, locales } from '@/lib/i18n/locales';
import { Big } from '@/lib/numbers/decimal';
import {
  completeAmount,
  maxAmount,
  pasteIntoAmount,
  readPastedAmount,
  readTypedAmount,
  separatorsOf,
  toAsciiDigits,
} from './amount-input';
import { formatAmount } from './format';

const RUNS = 10_000;
const tags = localeIds.map((id) => locales[id].tag);

/** A plain decimal amount with up to 30 integer and 18 fraction digits, as the app sends it. */
const plainAmount = fc
  .tuple(
    fc.bigInt({ min: 0n, max: 10n ** 30n }),
    fc.option(fc.bigInt({ min: 0n, max: 10n ** 18n - 1n }), { nil: undefined }),
    fc.integer({ min: 1, max: 18 }),
  )
  .map(([int, frac, places]) => {
    if (frac === undefined) return int.toString();
    const digits = frac.toString().padStart(18, '0').slice(0, places).replace(/0+$/, '');
    return digits ? `${int}.${digits}` : int.toString();
  });

describe('typing an amount', () => {
  it.each([
    ['12,5', '12.5'],
    ['1,5', '1.5'],
    ['.5', '0.5'],
    ['007', '7'],
    ['00.5', '0.5'],
    ['0', '0'],
    ['12.', '12.'],
    ['۱۲٫۵', '12.5'],
    ['١٢', '12'],
    ['１２．５', '12.5'],
    ['', ''],
  ])('%j is applied as %j', (typed, value) => {
    expect(readTypedAmount(typed)).toEqual({ ok: true, value });
  });

  it.each([
    ['1e18', 'exponent'],
    ['1e-7', 'sign'],
    ['-1', 'sign'],
    ['+1', 'sign'],
    ['0x10', 'characters'],
    ['12a', 'characters'],
    ['1 000', 'characters'],
    ['1.2.3', 'separator'],
    ['1,234.5', 'separator'],
  ])('%j is refused (%s)', (typed, reason) => {
    expect(readTypedAmount(typed)).toEqual({ ok: false, reason });
  });

  it('refuses more decimals than the asset allows', () => {
    expect(readTypedAmount('1.123', 2)).toEqual({ ok: false, reason: 'decimals' });
    expect(readTypedAmount('1.12', 2)).toEqual({ ok: true, value: '1.12' });
    expect(readTypedAmount(`0.${'1'.repeat(19)}`)).toEqual({ ok: false, reason: 'decimals' });
  });

  it('a field waiting for its decimals holds the whole amount', () => {
    expect(completeAmount('12.')).toBe('12');
    expect(completeAmount('12.5')).toBe('12.5');
    expect(completeAmount('')).toBe('');
  });

  /** Independent reading: what the characters mean, without the implementation's steps. */
  function meaning(text: string): string | null {
    const digitsOnly = [...text.trim()]
      .map((ch) => {
        const i = '0123456789'.indexOf(ch);
        if (i >= 0) return ch;
        for (const zero of [0xff10, 0x0660, 0x06f0]) {
          const code = ch.codePointAt(0)! - zero;
          if (code >= 0 && code <= 9) return String(code);
        }
        return '.,٫．。，'.includes(ch) ? '.' : ch;
      })
      .join('');
    if (digitsOnly === '') return '';
    if (!/^\d*(\.\d*)?$/.test(digitsOnly)) return null;
    if (digitsOnly === '.') return '0';
    return new Big(digitsOnly.endsWith('.') ? `${digitsOnly}0` : `0${digitsOnly}`).toFixed();
  }

  const typedChar = fc.constantFrom(...'0123456789..,,٫۱۲٠١０５．。-+eEx a '.split(''));

  it('never changes the value of what it accepts, and refuses what is not an amount (10 000 cases)', () => {
    fc.assert(
      fc.property(
        fc.array(typedChar, { maxLength: 20 }).map((a) => a.join('')),
        (typed) => {
          const reading = readTypedAmount(typed);
          const meant = meaning(typed);
          if (reading.ok) {
            expect(meant).not.toBeNull();
            if (reading.value !== '') {
              expect(new Big(completeAmount(reading.value)).toFixed()).toBe(meant);
            }
          } else {
            expect(meant === null || reading.reason === 'decimals').toBe(true);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('reads its own output back unchanged (10 000 cases)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), (typed) => {
        const reading = readTypedAmount(typed);
        if (reading.ok) expect(readTypedAmount(reading.value)).toEqual(reading);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('pasting an amount', () => {
  it('reads the language’s separators', () => {
    expect(readPastedAmount('1.234,5', 'vi')).toEqual({ ok: true, value: '1234.5' });
    expect(readPastedAmount('1,234.5', 'en')).toEqual({ ok: true, value: '1234.5' });
    expect(readPastedAmount('1 234,5', 'ru')).toEqual({ ok: true, value: '1234.5' });
    expect(readPastedAmount('۱٬۲۳۴٫۵', 'fa')).toEqual({ ok: true, value: '1234.5' });
    expect(readPastedAmount('12.5', 'fa')).toEqual({ ok: true, value: '12.5' });
    expect(readPastedAmount(' 12.5 ', 'en')).toEqual({ ok: true, value: '12.5' });
    expect(readPastedAmount('.5', 'en')).toEqual({ ok: true, value: '0.5' });
  });

  it.each([
    ['1e18', 'en', 'exponent'],
    ['-1', 'en', 'sign'],
    ['0x10', 'en', 'characters'],
    ['12 USDT', 'en', 'characters'],
    ['1.2.3', 'en', 'separator'],
    ['12,5', 'en', 'grouping'],
    ['1,23,456', 'en', 'grouping'],
    ['1.5', 'vi', 'grouping'],
    ['1,234.5', 'vi', 'grouping'],
    ['1.234,5', 'en', 'grouping'],
  ])('%j in %s is refused whole (%s)', (text, tag, reason) => {
    expect(readPastedAmount(text, tag)).toEqual({ ok: false, reason });
  });

  it('knows every language’s separators', () => {
    expect(separatorsOf('vi')).toEqual({ group: '.', decimal: ',' });
    expect(separatorsOf('en')).toEqual({ group: ',', decimal: '.' });
    expect(separatorsOf('fa')).toEqual({ group: '٬', decimal: '٫' });
    expect(toAsciiDigits('۰۱۲۳۴۵۶۷۸۹ ٠١٢٣٤٥٦٧٨٩ ０１２３４５６７８９')).toBe(
      '0123456789 0123456789 0123456789',
    );
  });

  it.each(tags)(
    'in %s, an amount formatted for the language reads back as itself (10 000 cases)',
    (tag) => {
      fc.assert(
        fc.property(plainAmount, (amount) => {
          const shown = formatAmount(amount, tag, 18);
          const reading = readPastedAmount(shown, tag);
          expect(reading).toEqual({ ok: true, value: amount });
          if (reading.ok) expect(formatAmount(reading.value, tag, 18)).toBe(shown);
        }),
        { numRuns: RUNS },
      );
    },
  );

  it.each(tags)('in %s, nothing accepted changes value (10 000 cases)', (tag) => {
    const { group, decimal } = separatorsOf(tag);
    const pastedChar = fc.constantFrom(...`0123456789${group}${decimal}.,-e x`.split(''), '۵', '٫');
    /** Independent reading: strip well-placed groups, then the decimal separator is a dot. */
    const meaning = (text: string): string | null => {
      const spaced = /\s/.test(group) ? text.trim().replace(/[\s\u202f]/g, group) : text.trim();
      const t = toAsciiDigits(spaced);
      const g = group.replace(/[.]/g, '\\.');
      const d = [decimal, group === '.' ? '' : '.'].filter(Boolean).map((c) => `\\${c}`);
      const grouped = new RegExp(`^(\\d{1,3}(?:${g}\\d{3})+|\\d*)(?:(?:${d.join('|')})(\\d*))?$`);
      const m = grouped.exec(t);
      if (!m) return null;
      const int = (m[1] ?? '').split(group).join('');
      const frac = m[2] ?? '';
      if (!int && !frac) return t === '' ? '' : null;
      return new Big(`${int || '0'}.${frac || '0'}`).toFixed();
    };
    fc.assert(
      fc.property(
        fc.array(pastedChar, { maxLength: 16 }).map((a) => a.join('')),
        (text) => {
          const reading = readPastedAmount(text, tag);
          if (!reading.ok) return;
          const meant = meaning(text);
          expect(meant, JSON.stringify(text)).not.toBeNull();
          if (reading.value !== '') expect(new Big(reading.value).toFixed()).toBe(meant);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('pasting into a field that already holds an amount', () => {
  const at = (start: number, end = start) => ({ start, end });

  it('keeps the field’s own decimal point, whatever the language groups with', () => {
    // The field holds 0.125; a "1" pasted in front in Spanish once made it 10125.
    for (const tag of ['es', 'pt', 'id', 'vi', 'en', 'fa', 'ru']) {
      expect(pasteIntoAmount('0.125', at(0), '1', tag)).toEqual({ ok: true, value: '10.125' });
      expect(pasteIntoAmount('1.5', at(3), '00', tag)).toEqual({ ok: true, value: '1.500' });
    }
  });

  it('reads the pasted piece’s decimal separator in the language', () => {
    expect(pasteIntoAmount('1', at(1), '.5', 'en')).toEqual({ ok: true, value: '1.5' });
    expect(pasteIntoAmount('1', at(1), ',5', 'es')).toEqual({ ok: true, value: '1.5' });
    expect(pasteIntoAmount('1', at(1), '٫۵', 'fa')).toEqual({ ok: true, value: '1.5' });
    expect(pasteIntoAmount('12', at(1, 2), '٣', 'en')).toEqual({ ok: true, value: '13' });
  });

  it.each([
    ['1', at(1), '1,000', 'en', 'grouping'],
    ['1', at(1), '2.000', 'es', 'grouping'],
    ['1', at(1), '0 000', 'ru', 'grouping'],
    ['1.5', at(3), '.5', 'en', 'separator'],
    ['1', at(0), '-', 'en', 'sign'],
    ['1', at(1), 'e5', 'en', 'exponent'],
    ['1', at(1), 'x', 'en', 'characters'],
  ])(
    '%j at %o with %j pasted in %s is refused whole (%s)',
    (field, selection, text, tag, reason) => {
      expect(pasteIntoAmount(field, selection, text, tag)).toEqual({ ok: false, reason });
    },
  );

  it('reads a paste over the whole field as an amount of its own', () => {
    expect(pasteIntoAmount('0.125', at(0, 5), '1.234,5', 'vi')).toEqual({
      ok: true,
      value: '1234.5',
    });
    expect(pasteIntoAmount('', at(0), '1,234.5', 'en')).toEqual({ ok: true, value: '1234.5' });
  });

  it.each(tags)(
    'in %s, digits pasted anywhere keep the field’s value as written (10 000 cases)',
    (tag) => {
      fc.assert(
        fc.property(
          plainAmount,
          fc.stringMatching(/^\d{1,6}$/),
          fc.nat(),
          fc.nat(),
          (field, digits, a, b) => {
            const start = a % (field.length + 1);
            const end = start + (b % (field.length - start + 1));
            const spliced = field.slice(0, start) + digits + field.slice(end);
            const reading = pasteIntoAmount(field, { start, end }, digits, tag);
            if (start === 0 && end === field.length) return;
            const places = spliced.split('.')[1]?.length ?? 0;
            if (places > 18) expect(reading).toEqual({ ok: false, reason: 'decimals' });
            else if (reading.ok)
              expect(new Big(reading.value).toFixed()).toBe(new Big(spliced).toFixed());
            else throw new Error(`refused ${JSON.stringify({ field, start, end, digits })}`);
          },
        ),
        { numRuns: RUNS },
      );
    },
  );
});

describe('the Max amount', () => {
  it('is the exact balance, written plainly', () => {
    expect(maxAmount('1234.567890123456789012')).toBe('1234.567890123456789012');
    expect(maxAmount('0.000000000000000001')).toBe('0.000000000000000001');
    expect(maxAmount('100.500')).toBe('100.5');
    expect(maxAmount('007')).toBe('7');
    expect(maxAmount('0')).toBe('0');
  });

  it('cuts extra places and never rounds up', () => {
    expect(maxAmount('1.999999999', 4)).toBe('1.9999');
    expect(maxAmount('0.00009', 4)).toBe('0');
    expect(maxAmount('5.1234567890123456789', 18)).toBe('5.123456789012345678');
  });

  it('refuses what is not a plain amount', () => {
    for (const bad of ['', '-1', '1e18', 'abc', '1,5', 'NaN']) expect(maxAmount(bad)).toBe('');
  });

  it('is never more than the balance and reads back as typed input', () => {
    fc.assert(
      fc.property(plainAmount, fc.integer({ min: 0, max: 18 }), (balance, places) => {
        const max = maxAmount(balance, places);
        expect(new Big(max).lte(balance)).toBe(true);
        expect(new Big(balance).minus(max).lt(new Big(10).pow(-places))).toBe(true);
        expect(readTypedAmount(max, places)).toEqual({ ok: true, value: max });
      }),
      { numRuns: 2_000 },
    );
  });
});
