/** Failures that happen before the server answers with a code. */
export const clientErrorKeys = {
  /** No answer, a non-2xx status, or a body that is not the envelope. */
  requestFailed: 'errors.requestFailed',
  timeout: 'errors.timeout',
  offline: 'errors.offline',
  /** A money request confirmed while offline: it never left the device. */
  offlineNotSent: 'errors.offlineNotSent',
  /** A successful answer whose `data` does not have the contract's shape. */
  unexpectedAnswer: 'errors.unexpectedAnswer',
  /** A money request got no answer: it may or may not have been carried out. */
  outcomeUnknown: 'errors.outcomeUnknown',
} as const;
