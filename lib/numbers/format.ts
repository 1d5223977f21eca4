// Building an Intl formatter costs far more than using one (locale data is resolved each time),
// and lists format dozens of amounts per render: one formatter per locale and option set.
const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(localeTag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${localeTag}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeTag, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

const PLAIN_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * A plain decimal string cut to `places` decimals, toward zero: an amount is never shown larger
 * than it is. Text alone, no decimal library: amounts are shown on the first screen, and this is
 * all showing them needs. Undefined for anything but a plain decimal.
 */
export function truncateDecimal(value: string, places: number): string | undefined {
  const match = PLAIN_DECIMAL.exec(value);
  if (!match) return undefined;
  const [, sign = '', whole = '', fraction = ''] = match;
  const kept = fraction.slice(0, places).replace(/0+$/, '');
  const digits = `${whole.replace(/^0+(?=\d)/, '')}${kept ? `.${kept}` : ''}`;
  // "-0.00001" cut to four places is zero, not "-0".
  return /^[0.]+$/.test(digits) ? digits : `${sign}${digits}`;
}

/**
 * Formats a decimal string for display in the given locale without ever going through a float:
 * `Intl.NumberFormat` formats strings as exact decimals.
 */
export function formatAmount(value: string, localeTag: string, maxDecimals = 4): string {
  const rounded = truncateDecimal(value, maxDecimals);
  if (rounded === undefined) return value;
  const formatter = numberFormat(localeTag, {
    maximumFractionDigits: maxDecimals,
    minimumFractionDigits: 0,
  });
  // Strings are exact decimals to Intl (ES2023); the cast bridges older lib typings.
  return formatter.format(rounded as unknown as number);
}

export function formatPercent(fraction: string, localeTag: string): string {
  const formatter = numberFormat(localeTag, { style: 'percent', maximumFractionDigits: 2 });
  return formatter.format(fraction as unknown as number);
}

export function formatCount(value: number, localeTag: string): string {
  return numberFormat(localeTag, {}).format(value);
}

/**
 * Digits written in the locale's own numerals ("۱۲۳" in Persian), every other character kept:
 * for an order number, too long for a number format and never grouped.
 */
export function localDigits(text: string, localeTag: string): string {
  const digits = numberFormat(localeTag, { useGrouping: false });
  if (digits.format(0) === '0') return text;
  return text.replace(/[0-9]/g, (d) => digits.format(Number(d)));
}
