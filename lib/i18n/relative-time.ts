const formatters = new Map<string, Intl.RelativeTimeFormat>();

export type AgoUnit = 'second' | 'minute' | 'hour';
/** The app's own words for "`count` `unit`s ago", for a language the browser has no data for. */
export type OwnAgo = (unit: AgoUnit, count: number) => string;

function formatterFor(localeTag: string): Intl.RelativeTimeFormat {
  let formatter = formatters.get(localeTag);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(localeTag, { numeric: 'auto' });
    formatters.set(localeTag, formatter);
  }
  return formatter;
}

/**
 * Whether the browser words relative times in this language itself. Without its data (this
 * Chromium has none for Khmer) Intl silently falls back to another language, which
 * `resolvedOptions().locale` then names.
 */
export function intlKnowsRelativeTime(localeTag: string): boolean {
  const language = (tag: string) => tag.split('-')[0]?.toLowerCase();
  return language(formatterFor(localeTag).resolvedOptions().locale) === language(localeTag);
}

/**
 * How long ago something happened, in the language's words ("now", "12 seconds ago", "3 minutes
 * ago", "vor 2 Stunden"): whole seconds under a minute, whole minutes under an hour, then hours.
 * Where the browser lacks the language, `own` words it, rather than another language.
 */
export function formatAgo(elapsedMs: number, localeTag: string, own?: OwnAgo): string {
  const seconds = Math.max(0, Math.floor(elapsedMs / 1000));
  const minutes = Math.floor(seconds / 60);
  const [value, unit]: [number, AgoUnit] =
    seconds < 60
      ? [seconds, 'second']
      : minutes < 60
        ? [minutes, 'minute']
        : [Math.floor(minutes / 60), 'hour'];
  if (own && !intlKnowsRelativeTime(localeTag)) return own(unit, value);
  return formatterFor(localeTag).format(-value, unit);
}
