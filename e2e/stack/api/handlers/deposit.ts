import type { DepositOrder, DepositRecord, Page } from '../../../../lib/api/contract';
import { ApiError, badRequest, Code } from '../codes';
import type { AuthedContext } from '../context';
import { fmt } from '../money';
import { newOrderNo } from '../order-numbers';
import { newestFirst, paginate, readPageParams } from '../paging';
import { nextId, nowIso, userKey } from '../state';
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
  const orderNo = newOrderNo();
  state.deposits.push({
    id: nextId(state),
    owner: user.address,
    orderNo,
    symbol,
    token,
    amount,
    status: 'pending',
    createdAt: nowIso(),
    settledBy: null,
  });
  return { orderNo, token, vault: contracts.vault, amount: fmt(amount) };
}

export function listDeposits(ctx: AuthedContext): Page<DepositRecord> {
  const params = readPageParams(ctx.query);
  const owner = userKey(ctx.user.address);
  const rows = newestFirst(ctx.state.deposits.filter((d) => userKey(d.owner) === owner));
  return paginate(rows, params, depositView);
}
