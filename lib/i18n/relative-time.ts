const formatters = new Map<string, Intl.RelativeTimeFormat>();

/**
 * How long ago something happened, in the language's words ("now", "12 seconds ago", "3 minutes
 * ago", "vor 2 Stunden"): whole seconds under a minute, whole minutes under an hour, then hours.
 */
export function formatAgo(elapsedMs: number, localeTag: string): string {
  let formatter = formatters.get(localeTag);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(localeTag, { numeric: 'auto' });
    formatters.set(localeTag, formatter);
  }
  const seconds = Math.max(0, Math.floor(elapsedMs / 1000));
  if (seconds < 60) return formatter.format(-seconds, 'second');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return formatter.format(-minutes, 'minute');
  return formatter.format(-Math.floor(minutes / 60), 'hour');
}
