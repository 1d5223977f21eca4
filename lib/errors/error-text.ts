import type { ErrorMessage } from './server-codes';

type Translate = (key: string, values?: Record<string, string | number>) => string;
/** Writes a decimal string in the reader's language (its digits and separators). */
export type FormatAmount = (value: string) => string;

/**
 * The values a message is filled with: its amounts (decimal strings such as a server's limit)
 * written for the reader's language, so Persian shows Persian digits, never "10".
 */
export function messageValues(
  message: { values?: Record<string, string | number>; amounts?: Record<string, string> },
  formatAmount: FormatAmount,
): Record<string, string | number> | undefined {
  if (!message.amounts) return message.values;
  const formatted: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.amounts)) {
    formatted[name] = value === '' ? '' : formatAmount(value);
  }
  return { ...message.values, ...formatted };
}

/** The text of an API error message: the server's own words or a catalogue entry. */
export function errorText(t: Translate, message: ErrorMessage, formatAmount: FormatAmount): string {
  return 'text' in message ? message.text : t(message.key, messageValues(message, formatAmount));
}
