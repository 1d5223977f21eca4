import { Code, messageFor } from '@/lib/contract/codes';

export { Code, type CodeValue, messageFor } from '@/lib/contract/codes';

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
