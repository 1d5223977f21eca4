import type * as v from 'valibot';

/**
 * How every call is carried, whatever its area: the answer's envelope and its common codes,
 * what an endpoint's entry says, and the header of money requests. The API client reads only
 * this and the areas its callers name, so a screen loads the shapes of its own calls.
 */

/** Every response body is this envelope; `code === SUCCESS_CODE` means success. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const SUCCESS_CODE = 10000;
/** An `Idempotency-Key` already used for a different request. */
export const IDEMPOTENCY_CONFLICT_CODE = 1060;
/**
 * A flash exchange would pay less than its `minReceived`: the price or the fee moved since the
 * person reviewed it. Nothing was exchanged.
 */
export const PRICE_MOVED_CODE = 1070;
/**
 * A staking purchase paid half in RWAT would cost another amount of RWAT than its `rwatCost`:
 * the RWAT price moved since the person reviewed it. Nothing was bought.
 */
export const STAKE_PRICE_MOVED_CODE = 1071;
/**
 * A withdrawal or transfer to one of the app's own token or vault contracts: refused, since
 * tokens sent there are lost. Nothing was sent.
 */
export const APP_CONTRACT_DESTINATION_CODE = 1090;
/** Bad input: the message names the field. */
export const BAD_REQUEST_CODE = 1000;
/** Too many requests from one caller for now: retry later. */
export const TOO_FREQUENT_CODE = 1001;
/** Any call may meet these: success, and an unexpected fault of the server. */
export const COMMON_CODES = [SUCCESS_CODE, 500] as const;
/** A call that needs a token may meet these: an ended session, no or unknown token, a newer login, disabled. */
export const AUTH_CODES = [1004, 1012, 40002, 401] as const;

export interface EndpointSpec {
  /** Needs `Authorization: Bearer <token>`. */
  auth: boolean;
  /** Moves money or binds for good, and so takes `IDEMPOTENCY_HEADER`. */
  idempotent?: true;
  /** The query of a GET, the JSON body of a POST. */
  req: v.GenericSchema;
  /** `data` of a successful answer. */
  res: v.GenericSchema;
  /** Codes besides success, the server fault and (with `auth`) the session codes. */
  codes: readonly number[];
}

/**
 * Money requests carry this header: a random key made when the person confirms, reused by every
 * retry of that confirmation, so a retry after a lost answer never acts twice.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
