import type { ErrorMessage } from './server-codes';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The text of an API error message: the server's own words or a catalogue entry. */
export function errorText(t: Translate, message: ErrorMessage): string {
  return 'text' in message ? message.text : t(message.key, message.values);
}
