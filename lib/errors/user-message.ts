/**
 * What the user is told: a message key with values (translated when shown) or text that came
 * from the server. API errors, wallet errors and toasts all carry this one shape. Amounts
 * (decimal strings, such as a server's limit) are kept apart from other values: they are
 * written in the reader's language when shown, so Persian shows Persian digits, never "10".
 */
export type UserMessage =
  | { key: string; values?: Record<string, string | number>; amounts?: Record<string, string> }
  | { text: string };

type Translate = (key: string, values?: Record<string, string | number>) => string;
/** Writes a decimal string in the reader's language (its digits and separators). */
export type FormatAmount = (value: string) => string;

/** The values a message is filled with, its amounts written for the reader's language. */
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

/** The text of a message in the current language. */
export function messageText(
  t: Translate,
  message: UserMessage,
  formatAmount: FormatAmount,
): string {
  return 'text' in message ? message.text : t(message.key, messageValues(message, formatAmount));
}

/** The message an error carries for the user (API errors do), if any. */
export function userMessageOf(error: unknown): UserMessage | undefined {
  if (error && typeof error === 'object' && 'userMessage' in error) {
    const message = (error as { userMessage: unknown }).userMessage;
    if (message && typeof message === 'object' && ('key' in message || 'text' in message)) {
      return message as UserMessage;
    }
  }
  return undefined;
}
