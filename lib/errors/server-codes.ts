import type { UserMessage } from './user-message';

/**
 * THE error table: every server code (main client `code`, legacy `errorCode`) → the message
 * key shown to the user and the reaction the app takes.
 */
export type Reaction =
  /** Show the message. */
  | 'toast'
  /** Show the message, then after 0.5 s clear the session and go home (logged in elsewhere). */
  | 'end-session-later'
  /** Show the message, clear the session and go home at once (sign in again). */
  | 'end-session'
  /**
   * Said inside the review that sent the request, which then shows what changed (a moved price
   * shows the new quote), never as a toast over it.
   */
  | 'review';

export interface CodeEntry {
  key: string;
  reaction: Reaction;
  /** The message is the server's own text (1000), falling back to `key` when it is empty. */
  serverText?: boolean;
  /** The message has a `{limit}` placeholder filled from the response data. */
  limit?: boolean;
  /**
   * The form field the refusal is about: the form says it under that field as well as in the
   * notice, and keeps saying it until the field is edited.
   */
  field?: 'address' | 'amount';
}

const toast = (key: string): CodeEntry => ({ key, reaction: 'toast' });
const underAddress = (key: string): CodeEntry => ({ key, reaction: 'toast', field: 'address' });
const underAmount = (key: string): CodeEntry => ({ key, reaction: 'toast', field: 'amount' });

export const serverCodes: Readonly<Record<number, CodeEntry>> = {
  1000: { key: 'errors.generic', reaction: 'toast', serverText: true },
  1001: toast('errors.tooFrequent'),
  1002: toast('errors.tooManyVisitors'),
  1003: toast('errors.network'),
  1004: { key: 'errors.loginExpired', reaction: 'end-session' },
  1005: { key: 'errors.otherDevice', reaction: 'end-session' },
  1006: toast('errors.wrongAccountOrPassword'),
  1007: toast('errors.userNotFound'),
  1008: toast('errors.wrongPaymentPassword'),
  1009: toast('errors.signatureFailed'),
  1010: toast('errors.inviterNotFound'),
  1011: toast('errors.codeExpired'),
  1012: { key: 'errors.loginRequired', reaction: 'end-session' },
  1013: toast('errors.wrongOldPassword'),
  1014: toast('errors.setPaymentPassword'),
  1015: underAmount('errors.insufficientBalance'),
  1017: toast('errors.withdrawUnavailable'),
  1020: toast('errors.addressRegistered'),
  1021: toast('errors.identityOwned'),
  1022: underAddress('errors.receiverNotFound'),
  1023: toast('errors.notOpen'),
  1025: underAddress('errors.sameLineOnly'),
  1026: toast('errors.transferUnavailable'),
  1027: toast('errors.contract'),
  1033: toast('errors.currencyUnsupported'),
  1037: { key: 'errors.minWithdraw', reaction: 'toast', limit: true, field: 'amount' },
  1038: { key: 'errors.minTransfer', reaction: 'toast', limit: true, field: 'amount' },
  1040: toast('errors.packageUnavailable'),
  1041: toast('errors.packageSoldOut'),
  1042: toast('errors.quotaExceeded'),
  1060: toast('errors.idempotencyConflict'),
  1070: { key: 'errors.priceMoved', reaction: 'review' },
  1071: { key: 'errors.stakePriceMoved', reaction: 'review' },
  // Assets shows the debt itself, with its amount and what it holds back.
  1080: toast('errors.debtOpen'),
  1081: toast('errors.openOrdersLimit'),
  1082: underAddress('errors.receiverDisabled'),
  1083: toast('errors.referrerBound'),
  1084: toast('errors.referrerInTeam'),
  1090: underAddress('errors.appContractDestination'),
  300: toast('errors.requestError'),
  500: toast('errors.requestError'),
  400: { key: 'errors.loginRequired', reaction: 'end-session' },
  401: { key: 'errors.accountDisabled', reaction: 'end-session' },
  40002: { key: 'errors.loggedInElsewhere', reaction: 'end-session-later' },
};

/** The entry for a code; an unknown code shows the server's text, as the generic case does. */
export function lookupCode(code: number): CodeEntry {
  return serverCodes[code] ?? { key: 'errors.generic', reaction: 'toast', serverText: true };
}

function limitFrom(data: unknown, msg: string): string {
  if (data && typeof data === 'object' && 'limit' in data) {
    const limit = (data as { limit: unknown }).limit;
    if (typeof limit === 'string' || typeof limit === 'number') return String(limit);
  }
  // Older servers put the value in the text only, e.g. "minimum withdrawal 10".
  return /(\d+(?:\.\d+)?)/.exec(msg)?.[1] ?? '';
}

/** The message for a failed response. */
export function messageForCode(code: number, msg: string, data: unknown): UserMessage {
  const entry = lookupCode(code);
  if (entry.serverText && msg.trim()) return { text: msg };
  if (entry.limit) return { key: entry.key, amounts: { limit: limitFrom(data, msg) } };
  return { key: entry.key };
}
