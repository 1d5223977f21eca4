import type { UserMessage } from '@/lib/errors/user-message';

/** `not-sent`: the device was offline when a money request was confirmed, so it never left. */
export type ApiErrorKind =
  | 'code'
  | 'network'
  | 'timeout'
  | 'http'
  | 'bad-response'
  | 'no-token'
  | 'not-sent';

/** Every failed call rejects with this: a server code or a transport failure, and its message. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The server's code (kind "code"), the HTTP status (kind "http"), else 0. */
  readonly code: number;
  readonly data: unknown;
  readonly userMessage: UserMessage;

  constructor(
    kind: ApiErrorKind,
    code: number,
    userMessage: UserMessage,
    serverMsg = '',
    data?: unknown,
  ) {
    super(serverMsg || `${kind} ${code}`);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.data = data;
    this.userMessage = userMessage;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
