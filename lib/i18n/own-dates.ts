/**
 * Dates where the browser's Intl has no data for the language (Chromium has none for Khmer, and
 * would show "Nov 25, 2026, 2:18 PM"): the app's own format, day, month name from the catalogue,
 * year and a 24-hour time, in the person's time zone.
 */

/** Whether this browser formats dates in the language itself. */
export function intlKnowsDates(tag: string): boolean {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0;
  } catch {
    return false;
  }
}

/** The catalogue's twelve month names ("January|February|…"), or undefined if not twelve. */
export function monthNamesFrom(list: unknown): string[] | undefined {
  if (typeof list !== 'string') return undefined;
  const names = list.split('|').map((n) => n.trim());
  return names.length === 12 && names.every(Boolean) ? names : undefined;
}

const two = (n: number) => String(n).padStart(2, '0');

/** "25 វិច្ឆិកា 2026, 14:18". */
export function ownDateTime(date: Date, months: readonly string[]): string {
  const month = months[date.getMonth()] ?? String(date.getMonth() + 1);
  return `${date.getDate()} ${month} ${date.getFullYear()}, ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** "27 វិច្ឆិកា": a calendar day without its year. */
export function ownDay(date: Date, months: readonly string[]): string {
  return `${date.getUTCDate()} ${months[date.getUTCMonth()] ?? String(date.getUTCMonth() + 1)}`;
}
