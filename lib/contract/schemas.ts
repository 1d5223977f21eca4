import * as v from 'valibot';

/**
 * The shapes the app and the reference API exchange, as runtime schemas: the app checks every
 * answer against them and the reference API every request. Every amount is a decimal string
 * (never a JS number), every address a 0x string, every time an ISO-8601 string in UTC, every id
 * an integer. Objects accept unknown extra fields, so a newer server does not break the app.
 *
 * A message may name its field as `{field}`; the reference API fills in the field's path.
 */

// ── fields ──────────────────────────────────────────────────────────────
export type Address = `0x${string}`;
/** A decimal string such as "12.5"; never a float. */
export type Amount = string;
export type IsoTime = string;
/** A transaction hash. */
export type TxHash = `0x${string}`;

const AMOUNT_TEXT = '{field} must be a decimal string with at most 18 decimals';

/** A decimal string of at most 18 places, never negative. */
export const amount = v.pipe(v.string(AMOUNT_TEXT), v.regex(/^\d+(\.\d{1,18})?$/, AMOUNT_TEXT));
/** A ledger amount: "-10" leaves the balance, "10" enters it. */
export const signedAmount = v.pipe(
  v.string(AMOUNT_TEXT),
  v.regex(/^-?\d+(\.\d{1,18})?$/, AMOUNT_TEXT),
);
/** An amount a person asks to move: zero moves nothing and is refused. */
export const positiveAmount = v.pipe(amount, v.regex(/[1-9]/, '{field} must be greater than 0'));
export const address = v.pipe(
  v.string('invalid address'),
  v.regex(/^0x[0-9a-fA-F]{40}$/, 'invalid address'),
) as v.GenericSchema<Address>;
export const txHash = v.pipe(
  v.string(),
  v.regex(/^0x[0-9a-fA-F]{64}$/, 'invalid {field}'),
) as v.GenericSchema<TxHash>;
export const isoTime = v.pipe(v.string(), v.isoTimestamp());
export const id = v.pipe(v.number(), v.integer(), v.minValue(1));
export const count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** A uint256 as a decimal string, e.g. a deposit's order number. */
export const orderNo = v.pipe(v.string(), v.regex(/^\d{1,78}$/, 'invalid {field}'));

const POSITIVE_INT = '{field} must be a positive integer';
/** An id in a JSON body: a whole number from 1. */
export const bodyId = v.pipe(
  v.number(POSITIVE_INT),
  v.safeInteger(POSITIVE_INT),
  v.minValue(1, POSITIVE_INT),
);
/** A positive integer in a query string arrives as text. */
export const queryInt = v.pipe(
  v.union(
    [
      bodyId,
      v.pipe(
        v.string(),
        v.regex(/^\d{1,15}$/, POSITIVE_INT),
        v.transform(Number),
        v.minValue(1, POSITIVE_INT),
      ),
    ],
    POSITIVE_INT,
  ),
  v.number(),
);

export const ASSET_SYMBOLS = ['USDT', 'RWAT', 'RWAC'] as const;
export const assetSymbol = v.picklist(ASSET_SYMBOLS, '{field} must be one of USDT, RWAT, RWAC');
export type AssetSymbol = v.InferOutput<typeof assetSymbol>;

export const identity = v.picklist(['member', 'node']);
export type Identity = v.InferOutput<typeof identity>;

/** No request data. */
export const empty = v.object({});

// ── pages ───────────────────────────────────────────────────────────────
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

export function page<T extends v.GenericSchema>(item: T) {
  return v.object({ list: v.array(item), total: count, page: id, size: id });
}

export const pageQuery = v.object({ page: v.optional(queryInt), size: v.optional(queryInt) });
export type PageQuery = v.InferOutput<typeof pageQuery>;

// ── auth ────────────────────────────────────────────────────────────────
/** GET /api/auth/nonce?address=0x… */
export const nonceQuery = v.object({ address }, 'invalid address');
/** EIP-4361 asks for at least 8 letters and digits: anything else could not be signed. */
export const nonceResponse = v.object({
  nonce: v.pipe(
    v.string(),
    v.regex(/^[a-zA-Z0-9]{8,}$/, 'a nonce of 8 or more letters and digits'),
  ),
});
export type NonceResponse = v.InferOutput<typeof nonceResponse>;

const REQUIRED = '{field} is required';

/** POST /api/login: a SIWE (EIP-4361) message and its personal_sign signature. */
export const loginRequest = v.object({
  message: v.pipe(v.string(REQUIRED), v.nonEmpty(REQUIRED)),
  /** A signature that is not hex fails the signature check (1009), not this one. */
  signature: v.pipe(v.string(REQUIRED), v.nonEmpty(REQUIRED)),
  // No referrer here: a permanent binding is never a side effect of signing in. An invite link
  // pre-fills the bind dialog, and the person confirms it (POST /api/user/bind).
});
export type LoginRequest = v.InferOutput<typeof loginRequest>;

export const userRecord = v.object({
  token: v.string(),
  address,
  /** The bound referrer, or null. */
  pid: v.nullable(address),
});
export type UserRecord = v.InferOutput<typeof userRecord>;
export type LoginResponse = UserRecord;

// ── user ────────────────────────────────────────────────────────────────
/** GET /api/user/info */
export const userDetail = v.object({
  address,
  pid: v.nullable(address),
  identity,
  registeredAt: isoTime,
});
export type UserDetail = v.InferOutput<typeof userDetail>;

/** GET /api/user/balance */
export const balances = v.object({ USDT: amount, RWAT: amount, RWAC: amount });
export type Balances = v.InferOutput<typeof balances>;

/** POST /api/user/bind */
export const bindRequest = v.object({ referrer: address });
export type BindRequest = v.InferOutput<typeof bindRequest>;

// ── platform ────────────────────────────────────────────────────────────
/** GET /api/config (public) */
export const platformConfig = v.object({
  chainId: id,
  vault: address,
  /** Assets that can be deposited on chain, with their token contracts. */
  depositTokens: v.array(v.object({ symbol: assetSymbol, address, decimals: count })),
  /** Today's RWAT price in U (USDT). */
  rwatPrice: amount,
  /** Flash-exchange fee as a fraction, e.g. "0.05" for 5 %. */
  flashFeeRate: amount,
  minWithdraw: amount,
  minTransfer: amount,
});
export type PlatformConfig = v.InferOutput<typeof platformConfig>;

/** GET /api/home/stats (public) */
export const networkStats = v.object({
  totalStakedValue: amount,
  totalStakedQuantity: amount,
  totalHashPower: amount,
});
export type NetworkStats = v.InferOutput<typeof networkStats>;

// ── announcements ──────────────────────────────────────────────────────
const summaryEntries = { id, title: v.string(), createdAt: isoTime };
export const announcementSummary = v.object(summaryEntries);
export type AnnouncementSummary = v.InferOutput<typeof announcementSummary>;

/** GET /api/notice/detail?id (public): `content` is server HTML, sanitised before it is shown. */
export const noticeQuery = v.object({ id: queryInt });
export const announcementDetail = v.object({ ...summaryEntries, content: v.string() });
export type AnnouncementDetail = v.InferOutput<typeof announcementDetail>;

// ── staking ─────────────────────────────────────────────────────────────
export const packageSize = v.picklist(['small', 'medium', 'large']);
export type PackageSize = v.InferOutput<typeof packageSize>;

/** GET /api/box/packages */
export const stakingPackage = v.object({
  id,
  size: packageSize,
  price: amount,
  /** false when taken off sale (buying gives 1040). */
  onSale: v.boolean(),
  /** Units left; 0 means sold out (1041). */
  stock: count,
});
export type StakingPackage = v.InferOutput<typeof stakingPackage>;

export const stakingMethodKind = v.picklist(['usdt', 'usdt_rwat']);
export type StakingMethodKind = v.InferOutput<typeof stakingMethodKind>;

/** GET /api/box/methods */
export const stakingMethod = v.object({ id, kind: stakingMethodKind });
export type StakingMethod = v.InferOutput<typeof stakingMethod>;

/** POST /api/box/buy */
export const buyRequest = v.object({ packageId: bodyId, methodId: bodyId });
export type BuyRequest = v.InferOutput<typeof buyRequest>;

export const stakingOrderType = v.picklist(['small', 'medium', 'large', 'airdrop']);
export type StakingOrderType = v.InferOutput<typeof stakingOrderType>;
export const stakingOrderStatus = v.picklist(['active', 'ended']);
export type StakingOrderStatus = v.InferOutput<typeof stakingOrderStatus>;

export const stakingOrder = v.object({
  id,
  type: stakingOrderType,
  amount,
  remainingOutput: amount,
  createdAt: isoTime,
  status: stakingOrderStatus,
});
export type StakingOrder = v.InferOutput<typeof stakingOrder>;

/** GET /api/box/myBoxLists?page&size&status: without a status, every order is listed. */
export const stakingOrdersQuery = v.object({
  ...pageQuery.entries,
  status: v.optional(stakingOrderStatus),
});
export type StakingOrdersQuery = v.InferOutput<typeof stakingOrdersQuery>;

/** GET /api/box/myBoxLists: the summary (over all orders) travels with each page. */
export const stakingOrdersPage = v.object({
  ...page(stakingOrder).entries,
  remainingBoost: amount,
  dailyIncome: amount,
  todayOutput: amount,
});
export type StakingOrdersPage = v.InferOutput<typeof stakingOrdersPage>;

// ── team ────────────────────────────────────────────────────────────────
/** GET /api/team/stats */
export const teamStats = v.object({
  directCount: count,
  teamCount: count,
  personalPerformance: amount,
  teamPerformance: amount,
  communityPerformance: amount,
  identity,
});
export type TeamStats = v.InferOutput<typeof teamStats>;

export const teamTab = v.picklist(['direct', 'team'], '{field} must be direct or team');
export type TeamTab = v.InferOutput<typeof teamTab>;

/** GET /api/team/members?type=direct|team&page&size; `type` defaults to direct. */
export const teamMembersQuery = v.object({
  ...pageQuery.entries,
  type: v.optional(teamTab, 'direct'),
});

export const teamMember = v.object({
  address,
  identity,
  performance: amount,
  joinedAt: isoTime,
});
export type TeamMember = v.InferOutput<typeof teamMember>;

// ── assets ──────────────────────────────────────────────────────────────
/**
 * POST /api/recharge/create: the server makes the order number the vault call carries. An asset
 * without a token contract (RWAT, or one the app does not know) answers 1033.
 */
export const depositOrderRequest = v.object({
  symbol: v.pipe(v.string(REQUIRED), v.nonEmpty(REQUIRED)) as v.GenericSchema<AssetSymbol>,
  amount: positiveAmount,
});
export type DepositOrderRequest = v.InferOutput<typeof depositOrderRequest>;

export const depositOrder = v.object({ orderNo, token: address, vault: address, amount });
export type DepositOrder = v.InferOutput<typeof depositOrder>;

/**
 * `cancelled`: the wallet refused the transaction; `failed`: it reverted on chain (or the event
 * did not match the order); `expired`: no event arrived within the order's lifetime.
 */
export const depositStatus = v.picklist(['pending', 'success', 'failed', 'cancelled', 'expired']);
export type DepositStatus = v.InferOutput<typeof depositStatus>;

/** What every record of money in or out holds: which asset, how much, and when. */
const movementEntries = { id, symbol: assetSymbol, amount, createdAt: isoTime };

export const depositRecord = v.object({
  ...movementEntries,
  orderNo,
  status: depositStatus,
  /** The deposit transaction, once the app or the chain made it known. */
  txHash: v.nullable(txHash),
});
export type DepositRecord = v.InferOutput<typeof depositRecord>;

/**
 * POST /api/recharge/cancel: the app reports that the deposit of an order will never arrive
 * (the wallet refused it, or it reverted). Only a pending order changes.
 */
export const depositCancelRequest = v.object({
  orderNo,
  reason: v.picklist(['rejected', 'reverted'], 'invalid {field}'),
  txHash: v.optional(txHash),
});
export type DepositCancelRequest = v.InferOutput<typeof depositCancelRequest>;

/** POST /api/withdraw and POST /api/transfer */
export const moveRequest = v.object({ symbol: assetSymbol, address, amount: positiveAmount });
export type WithdrawRequest = v.InferOutput<typeof moveRequest>;
export type TransferRequest = v.InferOutput<typeof moveRequest>;

export const withdrawStatus = v.picklist(['review', 'success', 'rejected', 'failed']);
export type WithdrawStatus = v.InferOutput<typeof withdrawStatus>;

export const withdrawRecord = v.object({
  ...movementEntries,
  address,
  status: withdrawStatus,
  /** The payout transaction, once the platform has sent it (null before, or when none exists). */
  txHash: v.optional(v.nullable(txHash)),
  /** Why the review refused or the payout failed, in the reviewer's words; null when none. */
  reason: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))),
});
export type WithdrawRecord = v.InferOutput<typeof withdrawRecord>;

export const transferRecord = v.object({
  ...movementEntries,
  direction: v.picklist(['in', 'out']),
  /** The other party. */
  address,
});
export type TransferRecord = v.InferOutput<typeof transferRecord>;

/** POST /api/flash/exchange: RWAT → USDT. */
export const flashExchangeRequest = v.object({ amount: positiveAmount });
export type FlashExchangeRequest = v.InferOutput<typeof flashExchangeRequest>;

export const flashExchangeRecord = v.object({
  id,
  type: v.picklist(['RWAT_USDT']),
  price: amount,
  /** RWAT given. */
  quantity: amount,
  fee: amount,
  /** USDT received. */
  received: amount,
  createdAt: isoTime,
});
export type FlashExchangeRecord = v.InferOutput<typeof flashExchangeRecord>;

export const LEDGER_TYPES = [
  'deposit',
  'withdraw',
  'withdraw_refund',
  'flash_exchange',
  'transfer',
  'staking_order',
  'platform',
  'direct_reward',
  'community_reward',
  'static_output',
  'level_reward',
  'node_dividend',
] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];

/** GET /api/flow/list?symbol&page&size */
export const ledgerQuery = v.object({ ...pageQuery.entries, symbol: v.optional(assetSymbol) });

export const ledgerEntry = v.object({
  id,
  /** A type the app does not know yet is shown under a generic label. */
  type: v.union([v.picklist(LEDGER_TYPES), v.string()]) as v.GenericSchema<
    LedgerType | (string & {})
  >,
  symbol: assetSymbol,
  amount: signedAmount,
  createdAt: isoTime,
});
export type LedgerEntry = v.InferOutput<typeof ledgerEntry>;
