/**
 * The API contract shared by the app (`lib/api`) and the reference API (`e2e/stack/api`).
 * Types only: nothing here runs. Every amount is a decimal string (never a JS number), every
 * address a checksummed 0x string, every time an ISO-8601 string in UTC.
 */

/** Every response body is this envelope; `code === SUCCESS_CODE` means success. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const SUCCESS_CODE = 10000;

export type Address = `0x${string}`;
/** A decimal string such as "12.5"; never a float. */
export type Amount = string;
export type IsoTime = string;

export type AssetSymbol = 'USDT' | 'RWAT' | 'RWAC';
export type Identity = 'member' | 'node';

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

export interface PageQuery {
  page?: number;
  size?: number;
}

// ── auth ────────────────────────────────────────────────────────────────
/** GET /api/auth/nonce?address=0x… */
export interface NonceResponse {
  nonce: string;
}

/** POST /api/login: a SIWE (EIP-4361) message and its personal_sign signature. */
export interface LoginRequest {
  message: string;
  signature: `0x${string}`;
  /** Referrer from an invite link; bound at first login when valid. */
  inviter?: Address;
}

export interface UserRecord {
  token: string;
  address: Address;
  /** The bound referrer, or null. */
  pid: Address | null;
}

export type LoginResponse = UserRecord;

// ── user ────────────────────────────────────────────────────────────────
/** GET /api/user/info */
export interface UserDetail {
  address: Address;
  pid: Address | null;
  identity: Identity;
  registeredAt: IsoTime;
}

/** GET /api/user/balance */
export type Balances = Record<AssetSymbol, Amount>;

/** POST /api/user/bind */
export interface BindRequest {
  referrer: Address;
}

// ── platform ────────────────────────────────────────────────────────────
/** GET /api/config (public) */
export interface PlatformConfig {
  chainId: number;
  vault: Address;
  /** Assets that can be deposited on chain, with their token contracts. */
  depositTokens: { symbol: AssetSymbol; address: Address; decimals: number }[];
  /** Today's RWAT price in U (USDT). */
  rwatPrice: Amount;
  /** Flash-exchange fee as a fraction, e.g. "0.05" for 5 %. */
  flashFeeRate: Amount;
  minWithdraw: Amount;
  minTransfer: Amount;
}

/** GET /api/home/stats (public) */
export interface NetworkStats {
  totalStakedValue: Amount;
  totalStakedQuantity: Amount;
  totalHashPower: Amount;
}

// ── announcements ──────────────────────────────────────────────────────
export interface AnnouncementSummary {
  id: number;
  title: string;
  createdAt: IsoTime;
}

/** GET /api/notice/list?page&size (public); GET /api/notice/detail?id (public). */
export interface AnnouncementDetail extends AnnouncementSummary {
  /** Server HTML: always sanitised before it is shown. */
  content: string;
}

// ── staking ─────────────────────────────────────────────────────────────
export type PackageSize = 'small' | 'medium' | 'large';

/** GET /api/box/packages */
export interface StakingPackage {
  id: number;
  size: PackageSize;
  price: Amount;
  /** false when taken off sale (buying gives 1040). */
  onSale: boolean;
  /** Units left; 0 means sold out (1041). */
  stock: number;
}

export type StakingMethodKind = 'usdt' | 'usdt_rwat';

/** GET /api/box/methods */
export interface StakingMethod {
  id: number;
  kind: StakingMethodKind;
}

/** POST /api/box/buy */
export interface BuyRequest {
  packageId: number;
  methodId: number;
}

export type StakingOrderType = PackageSize | 'airdrop';
export type StakingOrderStatus = 'active' | 'ended';

export interface StakingOrder {
  id: number;
  type: StakingOrderType;
  amount: Amount;
  remainingOutput: Amount;
  createdAt: IsoTime;
  status: StakingOrderStatus;
}

/** GET /api/box/myBoxLists?page&size: the summary travels with each page. */
export interface StakingOrdersPage extends Page<StakingOrder> {
  remainingBoost: Amount;
  dailyIncome: Amount;
  todayOutput: Amount;
}

// ── team ────────────────────────────────────────────────────────────────
/** GET /api/team/stats */
export interface TeamStats {
  directCount: number;
  teamCount: number;
  personalPerformance: Amount;
  teamPerformance: Amount;
  communityPerformance: Amount;
  identity: Identity;
}

export type TeamTab = 'direct' | 'team';

/** GET /api/team/members?type=direct|team&page&size */
export interface TeamMember {
  address: Address;
  identity: Identity;
  performance: Amount;
  joinedAt: IsoTime;
}

// ── assets ──────────────────────────────────────────────────────────────
/** POST /api/recharge/create: the server makes the order number the vault call carries. */
export interface DepositOrderRequest {
  symbol: AssetSymbol;
  amount: Amount;
}

export interface DepositOrder {
  /** uint256 as a decimal string. */
  orderNo: string;
  token: Address;
  vault: Address;
  amount: Amount;
}

/**
 * `cancelled`: the wallet refused the transaction; `failed`: it reverted on chain (or the event
 * did not match the order); `expired`: no event arrived within the order's lifetime.
 */
export type DepositStatus = 'pending' | 'success' | 'failed' | 'cancelled' | 'expired';

/** A transaction hash. */
export type TxHash = `0x${string}`;

export interface DepositRecord {
  id: number;
  orderNo: string;
  symbol: AssetSymbol;
  amount: Amount;
  status: DepositStatus;
  createdAt: IsoTime;
  /** The deposit transaction, once the app or the chain made it known. */
  txHash: TxHash | null;
}

/**
 * POST /api/recharge/cancel: the app reports that the deposit of an order will never arrive
 * (the wallet refused it, or it reverted). Only a pending order changes.
 */
export interface DepositCancelRequest {
  orderNo: string;
  reason: 'rejected' | 'reverted';
  txHash?: TxHash;
}

/** POST /api/withdraw */
export interface WithdrawRequest {
  symbol: AssetSymbol;
  address: Address;
  amount: Amount;
}

export type WithdrawStatus = 'review' | 'success' | 'rejected' | 'failed';

export interface WithdrawRecord {
  id: number;
  symbol: AssetSymbol;
  amount: Amount;
  address: Address;
  status: WithdrawStatus;
  createdAt: IsoTime;
}

/** POST /api/transfer */
export interface TransferRequest {
  symbol: AssetSymbol;
  address: Address;
  amount: Amount;
}

export interface TransferRecord {
  id: number;
  direction: 'in' | 'out';
  symbol: AssetSymbol;
  amount: Amount;
  /** The other party. */
  address: Address;
  createdAt: IsoTime;
}

/** POST /api/flash/exchange: RWAT → USDT. */
export interface FlashExchangeRequest {
  amount: Amount;
}

export interface FlashExchangeRecord {
  id: number;
  type: 'RWAT_USDT';
  price: Amount;
  /** RWAT given. */
  quantity: Amount;
  fee: Amount;
  /** USDT received. */
  received: Amount;
  createdAt: IsoTime;
}

export type LedgerType =
  | 'deposit'
  | 'withdraw'
  | 'withdraw_refund'
  | 'flash_exchange'
  | 'transfer'
  | 'staking_order'
  | 'platform'
  | 'direct_reward'
  | 'community_reward'
  | 'static_output'
  | 'level_reward'
  | 'node_dividend';

/** GET /api/flow/list?symbol&page&size. `type` may be a string the app does not know. */
export interface LedgerEntry {
  id: number;
  type: LedgerType | (string & {});
  symbol: AssetSymbol;
  /** Signed: "-10" leaves the balance, "10" enters it. */
  amount: Amount;
  createdAt: IsoTime;
}

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
    req: { id: number; outcome: Exclude<WithdrawStatus, 'review'> };
    res: WithdrawRecord;
  };
  'GET /__test/state': { req: Record<string, never>; res: TestState };
  'POST /__test/clear-log': { req: Record<string, never>; res: null };
}

/**
 * Every endpoint: `"METHOD /path"` → its request (query for GET, JSON body for POST), its
 * `data` on success, and whether it needs `Authorization: Bearer <token>`.
 */
export interface Endpoints {
  'GET /api/auth/nonce': { req: { address: Address }; res: NonceResponse; auth: false };
  'POST /api/login': { req: LoginRequest; res: LoginResponse; auth: false };
  'GET /api/config': { req: Record<string, never>; res: PlatformConfig; auth: false };
  'GET /api/home/stats': { req: Record<string, never>; res: NetworkStats; auth: false };
  'GET /api/notice/list': { req: PageQuery; res: Page<AnnouncementSummary>; auth: false };
  'GET /api/notice/detail': { req: { id: number }; res: AnnouncementDetail; auth: false };
  'POST /api/logout': { req: Record<string, never>; res: null; auth: true };
  'GET /api/user/info': { req: Record<string, never>; res: UserDetail; auth: true };
  'GET /api/user/balance': { req: Record<string, never>; res: Balances; auth: true };
  'POST /api/user/bind': { req: BindRequest; res: UserDetail; auth: true };
  'GET /api/box/packages': { req: Record<string, never>; res: StakingPackage[]; auth: true };
  'GET /api/box/methods': { req: Record<string, never>; res: StakingMethod[]; auth: true };
  'POST /api/box/buy': { req: BuyRequest; res: StakingOrder; auth: true };
  'GET /api/box/myBoxLists': { req: PageQuery; res: StakingOrdersPage; auth: true };
  'GET /api/team/stats': { req: Record<string, never>; res: TeamStats; auth: true };
  'GET /api/team/members': {
    req: PageQuery & { type: TeamTab };
    res: Page<TeamMember>;
    auth: true;
  };
  'POST /api/recharge/create': { req: DepositOrderRequest; res: DepositOrder; auth: true };
  'POST /api/recharge/cancel': { req: DepositCancelRequest; res: DepositRecord; auth: true };
  'GET /api/recharge/records': { req: PageQuery; res: Page<DepositRecord>; auth: true };
  'POST /api/withdraw': { req: WithdrawRequest; res: WithdrawRecord; auth: true };
  'GET /api/withdraw/records': { req: PageQuery; res: Page<WithdrawRecord>; auth: true };
  'POST /api/transfer': { req: TransferRequest; res: TransferRecord; auth: true };
  'GET /api/transfer/records': { req: PageQuery; res: Page<TransferRecord>; auth: true };
  'POST /api/flash/exchange': { req: FlashExchangeRequest; res: FlashExchangeRecord; auth: true };
  'GET /api/flash/records': { req: PageQuery; res: Page<FlashExchangeRecord>; auth: true };
  'GET /api/flow/list': {
    req: PageQuery & { symbol?: AssetSymbol };
    res: Page<LedgerEntry>;
    auth: true;
  };
}

export type EndpointKey = keyof Endpoints;

/**
 * Money requests carry this header: a random key made when the person confirms, reused by every
 * retry of that confirmation, so a retry after a lost answer never acts twice.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The endpoints that move money or bind for good, and so take `IDEMPOTENCY_HEADER`. */
export const IDEMPOTENT_ENDPOINTS = [
  'POST /api/user/bind',
  'POST /api/box/buy',
  'POST /api/recharge/create',
  'POST /api/recharge/cancel',
  'POST /api/withdraw',
  'POST /api/transfer',
  'POST /api/flash/exchange',
] as const satisfies readonly EndpointKey[];

export type IdempotentKey = (typeof IDEMPOTENT_ENDPOINTS)[number];
