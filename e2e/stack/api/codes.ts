/** Business codes of SPEC §8 and the English text each one answers with. */
export const Code = {
  SUCCESS: 10000,
  SERVER_TEXT: 1000,
  TOO_FREQUENT: 1001,
  TOO_MANY_VISITORS: 1002,
  NETWORK_ERROR: 1003,
  LOGIN_EXPIRED: 1004,
  OTHER_DEVICE: 1005,
  WRONG_CREDENTIALS: 1006,
  USER_NOT_FOUND: 1007,
  WRONG_PAY_PASSWORD: 1008,
  SIGNATURE_FAILED: 1009,
  INVITER_NOT_FOUND: 1010,
  CODE_EXPIRED: 1011,
  LOGIN_REQUIRED: 1012,
  WRONG_OLD_PASSWORD: 1013,
  SET_PAY_PASSWORD: 1014,
  INSUFFICIENT_BALANCE: 1015,
  WITHDRAW_UNSUPPORTED: 1017,
  ADDRESS_REGISTERED: 1020,
  IDENTITY_OWNED: 1021,
  RECEIVER_NOT_FOUND: 1022,
  NOT_OPEN: 1023,
  SAME_LINE_ONLY: 1025,
  TRANSFER_UNSUPPORTED: 1026,
  CONTRACT_ERROR: 1027,
  CURRENCY_UNSUPPORTED: 1033,
  MIN_WITHDRAW: 1037,
  MIN_TRANSFER: 1038,
  PACKAGE_UNAVAILABLE: 1040,
  PACKAGE_SOLD_OUT: 1041,
  QUOTA_EXCEEDED: 1042,
  IDEMPOTENCY_CONFLICT: 1060,
  PRICE_MOVED: 1070,
  REQUEST_ERROR_300: 300,
  REQUEST_ERROR: 500,
  LOGIN_REQUIRED_400: 400,
  ACCOUNT_DISABLED: 401,
  LOGGED_IN_ELSEWHERE: 40002,
} as const;

export type CodeValue = (typeof Code)[keyof typeof Code];

const messages: Record<number, string> = {
  10000: 'success',
  1000: 'request failed',
  1001: 'Requests too frequent, please retry later',
  1002: 'Too many visitors, please retry later',
  1003: 'Network error, please retry later',
  1004: 'Login expired, please log in again',
  1005: 'Logged in on another device, please log in again',
  1006: 'Wrong account or password',
  1007: 'User does not exist',
  1008: 'Wrong payment password',
  1009: 'Signature verification failed',
  1010: 'Inviting user does not exist',
  1011: 'Verification code expired, please get a new one',
  1012: 'Please log in to access',
  1013: 'Wrong old password',
  1014: 'Please set a payment password',
  1015: 'Insufficient balance',
  1017: 'Withdrawal not supported for now',
  1020: 'Address already registered, please log in directly',
  1021: 'Already has an identity, do not buy again',
  1022: 'Receiving user does not exist',
  1023: 'Not yet open',
  1025: 'Transfers are only allowed within the same line',
  1026: 'Transfer not supported for now',
  1027: 'Contract error',
  1033: 'Currency not supported',
  1037: 'Minimum withdrawal {0}',
  1038: 'Minimum transfer {0}',
  1040: 'Package missing or taken off sale',
  1041: 'Package sold out',
  1042: 'Insufficient quota',
  1060: 'This confirmation was already used for a different request.',
  1070: 'The price has moved: this exchange would pay less than the minimum received',
  300: 'Request error, please retry later',
  500: 'Request error, please retry later',
  400: 'Please log in to access',
  401: 'Account disabled, please contact the administrator',
  40002: 'Account logged in elsewhere, please log in again',
};

/** The catalogue text of a code, with `{0}` filled from `arg` when given. */
export function messageFor(code: number, arg?: string): string {
  const text = messages[code] ?? messages[500]!;
  return arg === undefined ? text : text.replace('{0}', arg);
}

/** A business failure: the server answers HTTP 200 with this code in the envelope. */
export class ApiError extends Error {
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, msg?: string, data: unknown = null) {
    super(msg ?? messageFor(code));
    this.code = code;
    this.data = data;
  }
}

/** Code 1000 carries the server's own text, so every use names what went wrong. */
export function badRequest(msg: string): ApiError {
  return new ApiError(Code.SERVER_TEXT, msg);
}
