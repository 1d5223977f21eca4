// Staking: the packages, how to pay for them, buying one, and one's orders.
import * as v from 'valibot';
import { amount, assetSymbol, bodyId, count, empty, id, isoTime, page, pageQuery } from '../fields';
import { type EndpointSpec, STAKE_PRICE_MOVED_CODE } from '../protocol';

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
  /**
   * The terms, as the server applies them to an order of this package: it credits `dailyOutput`
   * of `outputAsset` each day until it has credited `outputCap` in all, which takes `days` days
   * (the last day may credit less).
   */
  dailyOutput: amount,
  outputCap: amount,
  days: count,
  outputAsset: assetSymbol,
});
export type StakingPackage = v.InferOutput<typeof stakingPackage>;

export const stakingMethodKind = v.picklist(['usdt', 'usdt_rwat']);
export type StakingMethodKind = v.InferOutput<typeof stakingMethodKind>;

/** GET /api/box/methods */
export const stakingMethod = v.object({ id, kind: stakingMethodKind });
export type StakingMethod = v.InferOutput<typeof stakingMethod>;

/**
 * POST /api/box/buy. `rwatCost`: with the method paid half in RWAT (and only there, where it is
 * required), the RWAT part exactly as the person reviewed it; when today's price makes it another
 * amount, the server refuses (`STAKE_PRICE_MOVED_CODE`, with the new terms) and buys nothing.
 */
export const buyRequest = v.object({
  packageId: bodyId,
  methodId: bodyId,
  rwatCost: v.optional(amount),
});
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

/** The reward types of the ledger that are output (earnings), in the order they are drawn. */
export const REWARD_TYPES = [
  'static_output',
  'direct_reward',
  'community_reward',
  'level_reward',
  'node_dividend',
] as const;
export const rewardType = v.picklist(REWARD_TYPES);
export type RewardType = v.InferOutput<typeof rewardType>;

/** How many days `GET /api/box/earnings` covers, today included. */
export const EARNING_DAYS = 30;

/** One UTC calendar day of the ledger's reward entries, summed per type (types with none left out). */
export const earningDay = v.object({
  date: v.pipe(v.string(), v.isoDate()),
  rewards: v.array(v.object({ type: rewardType, amount })),
});
export type EarningDay = v.InferOutput<typeof earningDay>;

/** GET /api/box/earnings: the last `EARNING_DAYS` days, oldest first, the last one today (UTC). */
export const earnings = v.object({ asset: assetSymbol, days: v.array(earningDay) });
export type Earnings = v.InferOutput<typeof earnings>;

export const stakingEndpoints = {
  'GET /api/box/packages': {
    auth: true,
    req: empty,
    res: v.array(stakingPackage),
    codes: [],
  },
  'GET /api/box/methods': { auth: true, req: empty, res: v.array(stakingMethod), codes: [] },
  'POST /api/box/buy': {
    auth: true,
    idempotent: true,
    req: buyRequest,
    res: stakingOrder,
    codes: [1000, 1015, 1040, 1041, 1042, 1080, STAKE_PRICE_MOVED_CODE],
  },
  'GET /api/box/myBoxLists': {
    auth: true,
    req: stakingOrdersQuery,
    res: stakingOrdersPage,
    codes: [1000],
  },
  'GET /api/box/earnings': { auth: true, req: empty, res: earnings, codes: [] },
} as const satisfies Record<string, EndpointSpec>;
