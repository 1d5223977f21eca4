import { round } from './decimal';

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

/**
 * Formats a decimal string for display in the given locale without ever going through a float:
 * `Intl.NumberFormat` formats strings as exact decimals.
 */
export function formatAmount(value: string, localeTag: string, maxDecimals = 4): string {
  let rounded: string;
  try {
    rounded = round(value, maxDecimals);
  } catch {
    return value;
  }
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
