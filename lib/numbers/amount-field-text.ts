import { separatorsOf } from './amount-input';

/** The ten digits a language writes numbers with, 0 to 9 (Persian: ۰ to ۹). */
const digitsByLocale = new Map<string, readonly string[]>();

function digitsOf(localeTag: string): readonly string[] {
  let digits = digitsByLocale.get(localeTag);
  if (!digits) {
    const format = new Intl.NumberFormat(localeTag, { useGrouping: false });
    digits = Array.from({ length: 10 }, (_, d) => format.format(d));
    digitsByLocale.set(localeTag, digits);
  }
  return digits;
}

/**
 * What an amount field shows for the plain amount it holds ("12.5", or "12." while the decimals
 * are still to come): the same characters in the language's digits and decimal separator ("12,5"
 * in Vietnamese, "۱۲٫۵" in Persian), without grouping, so what is typed stays where it was typed.
 * Each character maps to exactly one, which keeps a caret or a selection where it was; the
 * reader (`readTypedAmount`) takes the text back to the same plain amount.
 */
export function amountFieldText(plain: string, localeTag: string): string {
  const digits = digitsOf(localeTag);
  const { decimal } = separatorsOf(localeTag);
  let out = '';
  for (const ch of plain) {
    if (ch >= '0' && ch <= '9') out += digits[ch.charCodeAt(0) - 48];
    else if (ch === '.') out += decimal;
    else out += ch;
  }
  return out;
}
