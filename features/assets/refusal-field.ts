import { isApiError } from '@/lib/api/api-error';
import { lookupCode } from '@/lib/errors/server-codes';

/** A server refusal about one field of a send form: said under that field. */
export interface FieldRefusal {
  field: 'address' | 'amount';
  /** The message key, as the error table names it. */
  key: string;
  /** The server's limit (1037/1038), for the message's `{limit}`. */
  limit?: string;
}

/**
 * The field a refusal concerns (1025 and 1090 the address, a minimum the amount), from the one
 * error table; null for a failure that concerns no one field.
 */
export function fieldOfRefusal(error: unknown): FieldRefusal | null {
  if (!isApiError(error) || error.kind !== 'code') return null;
  const entry = lookupCode(error.code);
  if (!entry.field) return null;
  const message = error.userMessage;
  const limit = 'amounts' in message ? message.amounts?.limit : undefined;
  return { field: entry.field, key: entry.key, ...(limit ? { limit } : {}) };
}
