import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localeIds, locales } from '@/lib/i18n/locales';
import { amountFieldText } from './amount-field-text';
import { readTypedAmount } from './amount-input';

const RUNS = 10_000;
const tags = localeIds.map((id) => locales[id].tag);

/** What an amount field may hold: a plain amount, or one whose decimals are still to come. */
const fieldValue = fc
  .tuple(
    fc.bigInt({ min: 0n, max: 10n ** 30n }),
    fc.option(fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 18n - 1n }), fc.nat({ max: 18 })), {
      nil: undefined,
    }),
  )
  .map(([int, fraction]) => {
    if (fraction === undefined) return int.toString();
    const [digits, places] = fraction;
    return `${int}.${digits.toString().padStart(18, '0').slice(0, places)}`;
  });

describe('what an amount field shows', () => {
  it.each([
    ['en', '12.5', '12.5'],
    ['vi', '12.5', '12,5'],
    ['vi', '1005', '1005'],
    ['es', '0.125', '0,125'],
    ['ru', '12.', '12,'],
    ['fa', '12.5', '۱۲٫۵'],
    ['fa', '1005', '۱۰۰۵'],
    ['en', '', ''],
  ])('in %s, %j shows as %j', (tag, plain, shown) => {
    expect(amountFieldText(plain, tag)).toBe(shown);
  });

  it.each(tags)('in %s reads back as the same plain amount (10 000 cases)', (tag) => {
    fc.assert(
      fc.property(fieldValue, (plain) => {
        expect(readTypedAmount(amountFieldText(plain, tag))).toEqual({ ok: true, value: plain });
      }),
      { numRuns: RUNS },
    );
  });

  it.each(tags)(
    'in %s shows what it reads unchanged, one character for one (10 000 cases)',
    (tag) => {
      fc.assert(
        fc.property(fieldValue, (plain) => {
          const shown = amountFieldText(plain, tag);
          const read = readTypedAmount(shown);
          if (!read.ok) throw new Error(`${shown} was refused`);
          expect(amountFieldText(read.value, tag)).toBe(shown);
          // One character for one: a caret or a selection in the shown text is one in the plain.
          expect(shown).toHaveLength(plain.length);
        }),
        { numRuns: RUNS },
      );
    },
  );
});
