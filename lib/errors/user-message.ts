/**
 * What the user is told: a message key with values (translated when shown) or text that came
 * from the server. API errors, wallet errors and toasts all carry this one shape.
 */
export type UserMessage =
  | { key: string; values?: Record<string, string | number> }
  | { text: string };

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The text of a message in the current language. */
export function messageText(t: Translate, message: UserMessage): string {
  return 'text' in message ? message.text : t(message.key, message.values);
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
