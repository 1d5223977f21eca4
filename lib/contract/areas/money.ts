// Money in, out and across: deposits, withdrawals, transfers, flash exchanges, and the ledger.
import * as v from 'valibot';
import {
  type AssetSymbol,
  address,
  amount,
  assetSymbol,
  id,
  isoTime,
  orderNo,
  page,
  pageQuery,
  positiveAmount,
  REQUIRED,
  signedAmount,
  txHash,
} from '../fields';
import { APP_CONTRACT_DESTINATION_CODE, type EndpointSpec, PRICE_MOVED_CODE } from '../protocol';

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
  /**
   * What the payment that settled the order credited, when the chain holds one: the asset and
   * amount the owner actually sent, which may be less or more than the order (`5` of `10`).
   */
  paid: v.optional(v.object({ symbol: assetSymbol, amount })),
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

/**
 * `held`: in review, but not payable while a debt of its asset is open (a deposit that funded
 * it was taken back by the chain); it goes back to `review` once the debt is covered.
 */
export const withdrawStatus = v.picklist(['review', 'held', 'success', 'rejected', 'failed']);
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

/**
 * POST /api/flash/exchange: RWAT → USDT, bound to the quote the person reviewed. `minReceived`
 * is the least USDT they accept (what the review showed): when the price or the fee has moved
 * so that the exchange would pay less, the server refuses it (`PRICE_MOVED_CODE`) and nothing
 * changes, as a swap's `amountOutMinimum` does. A better price pays more.
 */
export const flashExchangeRequest = v.object({ amount: positiveAmount, minReceived: amount });
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
  /** A credited deposit whose payment a reorganisation of the chain removed (negative). */
  'deposit_reversed',
  /** What such a reversal could not take from the balance: owed until a credit covers it. */
  'debt',
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

export const moneyEndpoints = {
  'POST /api/recharge/create': {
    auth: true,
    idempotent: true,
    req: depositOrderRequest,
    res: depositOrder,
    codes: [1000, 1033, 1081],
  },
  'POST /api/recharge/cancel': {
    auth: true,
    idempotent: true,
    req: depositCancelRequest,
    res: depositRecord,
    codes: [1000],
  },
  'GET /api/recharge/records': {
    auth: true,
    req: pageQuery,
    res: page(depositRecord),
    codes: [1000],
  },
  'POST /api/withdraw': {
    auth: true,
    idempotent: true,
    req: moveRequest,
    res: withdrawRecord,
    codes: [1000, APP_CONTRACT_DESTINATION_CODE, 1015, 1037, 1080],
  },
  'GET /api/withdraw/records': {
    auth: true,
    req: pageQuery,
    res: page(withdrawRecord),
    codes: [1000],
  },
  'POST /api/transfer': {
    auth: true,
    idempotent: true,
    req: moveRequest,
    res: transferRecord,
    codes: [1000, APP_CONTRACT_DESTINATION_CODE, 1015, 1022, 1025, 1038, 1080, 1082],
  },
  'GET /api/transfer/records': {
    auth: true,
    req: pageQuery,
    res: page(transferRecord),
    codes: [1000],
  },
  'POST /api/flash/exchange': {
    auth: true,
    idempotent: true,
    req: flashExchangeRequest,
    res: flashExchangeRecord,
    codes: [1000, 1015, 1080, PRICE_MOVED_CODE],
  },
  'GET /api/flash/records': {
    auth: true,
    req: pageQuery,
    res: page(flashExchangeRecord),
    codes: [1000],
  },
  'GET /api/flow/list': {
    auth: true,
    req: ledgerQuery,
    res: page(ledgerEntry),
    codes: [1000],
  },
} as const satisfies Record<string, EndpointSpec>;
