import * as v from 'valibot';
import * as s from './schemas';

/**
 * The API contract shared by the app (`lib/api`) and the reference API (`e2e/stack/api`): every
 * endpoint once, with its request and answer schemas (`schemas.ts`), whether it needs a token,
 * whether it takes an `Idempotency-Key`, and the codes it may answer. The app validates each
 * answer against it, the reference API each request, and `npm run contract` publishes it as
 * OpenAPI (`e2e/stack/api/openapi.json`).
 */

export type {
  Address,
  AnnouncementDetail,
  AnnouncementSummary,
  AssetSymbol,
  Balances,
  BindRequest,
  BuyRequest,
  DepositCancelRequest,
  DepositOrder,
  DepositOrderRequest,
  DepositRecord,
  DepositStatus,
  FlashExchangeRecord,
  FlashExchangeRequest,
  Identity,
  IsoTime,
  LedgerEntry,
  LedgerType,
  LoginRequest,
  LoginResponse,
  NetworkStats,
  NonceResponse,
  PackageSize,
  Page,
  PageQuery,
  PlatformConfig,
  StakingMethod,
  StakingMethodKind,
  StakingOrder,
  StakingOrderStatus,
  StakingOrdersPage,
  StakingOrdersQuery,
  StakingOrderType,
  StakingPackage,
  TeamMember,
  TeamStats,
  TeamTab,
  TransferRecord,
  TransferRequest,
  TxHash,
  UserDetail,
  UserRecord,
  WithdrawRecord,
  WithdrawRequest,
  WithdrawStatus,
} from './schemas';

import type {
  Address,
  Amount,
  AssetSymbol,
  Balances,
  IsoTime,
  StakingPackage,
  TxHash,
  WithdrawRecord,
  WithdrawStatus,
} from './schemas';

export type { Amount };

/** Every response body is this envelope; `code === SUCCESS_CODE` means success. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const SUCCESS_CODE = 10000;
/** An `Idempotency-Key` already used for a different request. */
export const IDEMPOTENCY_CONFLICT_CODE = 1060;
/** Bad input: the message names the field. */
export const BAD_REQUEST_CODE = 1000;
/** Too many requests from one caller for now: retry later. */
export const TOO_FREQUENT_CODE = 1001;
/** Any call may meet these: success, and an unexpected fault of the server. */
export const COMMON_CODES = [SUCCESS_CODE, 500] as const;
/** A call that needs a token may meet these: an ended session, no or unknown token, a newer login, disabled. */
export const AUTH_CODES = [1004, 1012, 40002, 401] as const;

interface EndpointSpec {
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

/** Every endpoint, keyed `"METHOD /path"`. */
export const endpoints = {
  'GET /api/auth/nonce': {
    auth: false,
    req: s.nonceQuery,
    res: s.nonceResponse,
    codes: [1000, 1001],
  },
  'POST /api/login': {
    auth: false,
    req: s.loginRequest,
    res: s.userRecord,
    codes: [1000, 1001, 1009, 401],
  },
  'GET /api/config': { auth: false, req: s.empty, res: s.platformConfig, codes: [] },
  'GET /api/home/stats': { auth: false, req: s.empty, res: s.networkStats, codes: [] },
  'GET /api/notice/list': {
    auth: false,
    req: s.pageQuery,
    res: s.page(s.announcementSummary),
    codes: [1000],
  },
  'GET /api/notice/detail': {
    auth: false,
    req: s.noticeQuery,
    res: s.announcementDetail,
    codes: [1000],
  },
  'POST /api/logout': { auth: true, req: s.empty, res: v.null(), codes: [1000] },
  'GET /api/user/info': { auth: true, req: s.empty, res: s.userDetail, codes: [] },
  'GET /api/user/balance': { auth: true, req: s.empty, res: s.balances, codes: [] },
  'POST /api/user/bind': {
    auth: true,
    idempotent: true,
    req: s.bindRequest,
    res: s.userDetail,
    codes: [1000, 1010],
  },
  'GET /api/box/packages': {
    auth: true,
    req: s.empty,
    res: v.array(s.stakingPackage),
    codes: [],
  },
  'GET /api/box/methods': { auth: true, req: s.empty, res: v.array(s.stakingMethod), codes: [] },
  'POST /api/box/buy': {
    auth: true,
    idempotent: true,
    req: s.buyRequest,
    res: s.stakingOrder,
    codes: [1000, 1015, 1040, 1041, 1042],
  },
  'GET /api/box/myBoxLists': {
    auth: true,
    req: s.stakingOrdersQuery,
    res: s.stakingOrdersPage,
    codes: [1000],
  },
  'GET /api/team/stats': { auth: true, req: s.empty, res: s.teamStats, codes: [] },
  'GET /api/team/members': {
    auth: true,
    req: s.teamMembersQuery,
    res: s.page(s.teamMember),
    codes: [1000],
  },
  'POST /api/recharge/create': {
    auth: true,
    idempotent: true,
    req: s.depositOrderRequest,
    res: s.depositOrder,
    codes: [1000, 1033],
  },
  'POST /api/recharge/cancel': {
    auth: true,
    idempotent: true,
    req: s.depositCancelRequest,
    res: s.depositRecord,
    codes: [1000],
  },
  'GET /api/recharge/records': {
    auth: true,
    req: s.pageQuery,
    res: s.page(s.depositRecord),
    codes: [1000],
  },
  'POST /api/withdraw': {
    auth: true,
    idempotent: true,
    req: s.moveRequest,
    res: s.withdrawRecord,
    codes: [1000, 1015, 1037],
  },
  'GET /api/withdraw/records': {
    auth: true,
    req: s.pageQuery,
    res: s.page(s.withdrawRecord),
    codes: [1000],
  },
  'POST /api/transfer': {
    auth: true,
    idempotent: true,
    req: s.moveRequest,
    res: s.transferRecord,
    codes: [1000, 1015, 1022, 1025, 1038],
  },
  'GET /api/transfer/records': {
    auth: true,
    req: s.pageQuery,
    res: s.page(s.transferRecord),
    codes: [1000],
  },
  'POST /api/flash/exchange': {
    auth: true,
    idempotent: true,
    req: s.flashExchangeRequest,
    res: s.flashExchangeRecord,
    codes: [1000, 1015],
  },
  'GET /api/flash/records': {
    auth: true,
    req: s.pageQuery,
    res: s.page(s.flashExchangeRecord),
    codes: [1000],
  },
  'GET /api/flow/list': {
    auth: true,
    req: s.ledgerQuery,
    res: s.page(s.ledgerEntry),
    codes: [1000],
  },
} as const satisfies Record<string, EndpointSpec>;

type Table = typeof endpoints;
export type EndpointKey = keyof Table;

/**
 * Every endpoint: `"METHOD /path"` → its request (query for GET, JSON body for POST), its
 * `data` on success, and whether it needs `Authorization: Bearer <token>`.
 */
export type Endpoints = {
  [K in EndpointKey]: {
    req: v.InferOutput<Table[K]['req']>;
    res: v.InferOutput<Table[K]['res']>;
    auth: Table[K]['auth'];
  };
};

export const ENDPOINT_KEYS = Object.keys(endpoints) as EndpointKey[];

export function isEndpointKey(key: string): key is EndpointKey {
  return Object.hasOwn(endpoints, key);
}

/** Every code `key` may answer, success first. */
export function answerCodes(key: EndpointKey): number[] {
  const spec: EndpointSpec = endpoints[key];
  const codes = [
    ...COMMON_CODES,
    ...(spec.auth ? AUTH_CODES : []),
    ...spec.codes,
    // A key may be malformed (1000), used for another request (1060), or, while a caller's
    // keys are all still running, past what the server keeps for one caller (1001).
    ...(spec.idempotent ? [IDEMPOTENCY_CONFLICT_CODE, BAD_REQUEST_CODE, TOO_FREQUENT_CODE] : []),
  ];
  return [...new Set(codes)];
}

/**
 * Money requests carry this header: a random key made when the person confirms, reused by every
 * retry of that confirmation, so a retry after a lost answer never acts twice.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export type IdempotentKey = {
  [K in EndpointKey]: Table[K] extends { idempotent: true } ? K : never;
}[EndpointKey];

/** The endpoints that move money or bind for good, and so take `IDEMPOTENCY_HEADER`. */
export const IDEMPOTENT_ENDPOINTS = ENDPOINT_KEYS.filter(
  (key): key is IdempotentKey => (endpoints[key] as EndpointSpec).idempotent === true,
);

/** Data that some error codes carry, e.g. 1037/1038 `{ limit: "10" }`. */
export interface LimitData {
  limit: Amount;
}

/** Test controls of the reference API (test mode only), under /__test/. */
export interface ForceRequest {
  /** Path of the next call to answer, e.g. "/api/withdraw". */
  path: string;
  code?: number;
  status?: number;
  msg?: string;
  data?: unknown;
  /** Hold the answer this long first. */
  delayMs?: number;
  /** Close the connection without an answer, as a network failure would. */
  drop?: boolean;
  /** Run the request as usual, then close the connection without its answer (a lost reply). */
  dropAfter?: boolean;
}

/** POST /__test/delay: latency for one path, or for all paths without `path`; `ms: 0` clears. */
export interface DelayRequest {
  ms: number;
  path?: string;
}

/** One call the reference API received (test controls excluded), oldest first. */
export interface RequestLogEntry {
  method: string;
  path: string;
  /** The query string without "?", or "". */
  query: string;
  /** The `lang` header, or null when absent. */
  lang: string | null;
  /** The signed-in caller, when the call carried a valid token. */
  address: Address | null;
  at: IsoTime;
  /** HTTP status answered; 0 when the connection was dropped on purpose. */
  status: number;
  /** Envelope code answered, or null when the answer had no envelope. */
  code: number | null;
}

/** GET /__test/state */
export interface TestState {
  day: number;
  requests: RequestLogEntry[];
  sessions: { address: Address; lang: string | null; createdAt: IsoTime; lastSeenAt: IsoTime }[];
  forces: ForceRequest[];
  delays: Record<string, number>;
}

/** The reference API's test controls (only when it runs in test mode; 404 otherwise). */
export interface TestEndpoints {
  'POST /__test/reset': { req: Record<string, never>; res: null };
  'POST /__test/advance-day': { req: Record<string, never>; res: { day: number; entries: number } };
  'POST /__test/force': { req: ForceRequest; res: null };
  'POST /__test/delay': { req: DelayRequest; res: null };
  'POST /__test/disable': { req: { address: Address; disabled?: boolean }; res: null };
  'POST /__test/package': {
    req: { id: number; stock?: number; onSale?: boolean };
    res: StakingPackage;
  };
  'POST /__test/balance': {
    req: { address: Address; symbol: AssetSymbol; amount: Amount };
    res: Balances;
  };
  'POST /__test/withdraw/review': {
    req: {
      id: number;
      outcome: Exclude<WithdrawStatus, 'review'>;
      /** The payout's transaction (not for `rejected`). */
      txHash?: TxHash;
      /** Why it was refused or failed (not for `success`), 1 to 200 characters. */
      reason?: string;
    };
    res: WithdrawRecord;
  };
  'GET /__test/state': { req: Record<string, never>; res: TestState };
  'POST /__test/clear-log': { req: Record<string, never>; res: null };
}
