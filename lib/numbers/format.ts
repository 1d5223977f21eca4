import { round } from './decimal';

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
  const formatter = new Intl.NumberFormat(localeTag, {
    maximumFractionDigits: maxDecimals,
    minimumFractionDigits: 0,
  });
  // Strings are exact decimals to Intl (ES2023); the cast bridges older lib typings.
  return formatter.format(rounded as unknown as number);
}

export function formatPercent(fraction: string, localeTag: string): string {
  const formatter = new Intl.NumberFormat(localeTag, {
    style: 'percent',
    maximumFractionDigits: 2,
  });
  return formatter.format(fraction as unknown as number);
}
