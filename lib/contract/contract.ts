import type * as v from 'valibot';
import { accountEndpoints } from './areas/account';
import { moneyEndpoints } from './areas/money';
import { publicEndpoints } from './areas/public';
import { stakingEndpoints } from './areas/staking';
import { teamEndpoints } from './areas/team';
import {
  AUTH_CODES,
  BAD_REQUEST_CODE,
  COMMON_CODES,
  type EndpointSpec,
  IDEMPOTENCY_CONFLICT_CODE,
  TOO_FREQUENT_CODE,
} from './protocol';

/**
 * The API contract shared by the app (`lib/api`) and the reference API (`e2e/stack/api`): every
 * endpoint once, with its request and answer schemas, whether it needs a token, whether it
 * takes an `Idempotency-Key`, and the codes it may answer. Each area of the API keeps its own
 * shapes and endpoints (`areas/`), so the app loads an area's with the screens that call it; this
 * table joins them. The app validates each answer against it, the reference API each request,
 * and `npm run contract` publishes it as OpenAPI (`e2e/stack/api/openapi.json`).
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
  EarningDay,
  Earnings,
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
  RewardType,
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

export * from './protocol';
export type { Amount };

/** Every endpoint, keyed `"METHOD /path"`: each area's, in one table. */
export const endpoints = {
  ...publicEndpoints,
  ...accountEndpoints,
  ...stakingEndpoints,
  ...teamEndpoints,
  ...moneyEndpoints,
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

/** What `PRICE_MOVED_CODE` carries: the terms the exchange would have had, for a new review. */
export interface PriceMovedData {
  rwatPrice: Amount;
  flashFeeRate: Amount;
  /** USDT the refused exchange would have paid. */
  received: Amount;
}

/** What `STAKE_PRICE_MOVED_CODE` carries: the terms the purchase would have had, for a new review. */
export interface StakePriceMovedData {
  rwatPrice: Amount;
  /** RWAT the refused purchase would have cost. */
  rwatCost: Amount;
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
  /**
   * A credit of any ledger type, the balance raised with it: what a newer server may send that
   * the app has no label for yet.
   */
  'POST /__test/ledger': {
    req: { address: Address; type: string; symbol: AssetSymbol; amount: Amount };
    res: Balances;
  };
  'POST /__test/price': {
    req: { rwatPrice?: Amount; flashFeeRate?: Amount };
    res: { rwatPrice: Amount; flashFeeRate: Amount };
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
