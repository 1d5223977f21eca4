import type { DepositOrder, DepositRecord, Page } from '@/lib/contract/contract';
import { ApiError, badRequest, Code } from '../codes';
import type { AuthedContext } from '../context';
import { fmt } from '../money';
import { newOrderNo } from '../order-numbers';
import { newestFirst, paginate, readPageParams } from '../paging';
import { openDeposit, userKey } from '../state';
import { asObject, requireAmount } from '../validate';
import { depositView } from '../views';

export function createDeposit(ctx: AuthedContext): DepositOrder {
  const body = asObject(ctx.body);
  const symbol = body.symbol;
  if (typeof symbol !== 'string' || symbol === '') throw badRequest('symbol is required');
  const { contracts } = ctx.services;
  // Only assets with a token contract can arrive through the vault.
  const token = symbol === 'USDT' ? contracts.USDT : symbol === 'RWAC' ? contracts.RWAC : null;
  if (token === null || (symbol !== 'USDT' && symbol !== 'RWAC')) {
    throw new ApiError(Code.CURRENCY_UNSUPPORTED);
  }
  const amount = requireAmount(body, 'amount');
  const { state, user } = ctx;
  // Bounded per account: an order waits in memory until paid or expired.
  const owner = userKey(user.address);
  const open = state.deposits.filter((d) => d.status === 'pending' && userKey(d.owner) === owner);
  const limit = ctx.services.policy.openDepositOrders;
  if (open.length >= limit) throw new ApiError(Code.OPEN_ORDERS_LIMIT, undefined, { limit });
  const orderNo = newOrderNo();
  openDeposit(state, { owner: user.address, orderNo, symbol, token, amount });
  return { orderNo, token, vault: contracts.vault, amount: fmt(amount) };
}

export function listDeposits(ctx: AuthedContext): Page<DepositRecord> {
  const params = readPageParams(ctx.query);
  const owner = userKey(ctx.user.address);
  const rows = newestFirst(ctx.state.deposits.filter((d) => userKey(d.owner) === owner));
  return paginate(rows, params, depositView);
}

const TX_HASH = /^0x[0-9a-fA-F]{64}$/;

/**
 * The app says a deposit will never arrive: the wallet refused it (`cancelled`) or it reverted
 * (`failed`). Only the owner's pending order changes; a settled one answers as it stands.
 */
export function cancelDeposit(ctx: AuthedContext): DepositRecord {
  const body = asObject(ctx.body);
  const { orderNo, reason, txHash } = body;
  if (typeof orderNo !== 'string' || !/^\d{1,78}$/.test(orderNo))
    throw badRequest('invalid orderNo');
  if (reason !== 'rejected' && reason !== 'reverted') throw badRequest('invalid reason');
  if (txHash !== undefined && (typeof txHash !== 'string' || !TX_HASH.test(txHash))) {
    throw badRequest('invalid txHash');
  }
  const owner = userKey(ctx.user.address);
  const row = ctx.state.deposits.find((d) => d.orderNo === orderNo && userKey(d.owner) === owner);
  if (!row) throw badRequest('unknown order');
  if (row.status === 'pending') {
    row.status = reason === 'rejected' ? 'cancelled' : 'failed';
    if (typeof txHash === 'string') row.txHash = txHash as `0x${string}`;
  }
  return depositView(row);
}
