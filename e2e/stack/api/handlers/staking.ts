import type {
  StakePriceMovedData,
  StakingMethod,
  StakingOrder,
  StakingOrdersPage,
  StakingPackage,
} from '@/lib/contract/contract';
import { ApiError, badRequest, Code } from '../codes';
import type { AuthedContext } from '../context';
import { debit, requireFunds } from '../ledger';
import { dec, fmt, roundDown, roundUp, TOKEN_DECIMALS, ZERO } from '../money';
import { newestFirst, paginate, readPageParams } from '../paging';
import { RULES } from '../rules';
import { nextId, nowIso, type OrderRow, userKey } from '../state';
import { orderTerms, packageView } from '../terms';
import { asObject, requireAmount, requirePositiveInt } from '../validate';
import { orderView } from '../views';

export function listPackages(ctx: AuthedContext): StakingPackage[] {
  return ctx.state.packages.map(packageView);
}

export function listMethods(ctx: AuthedContext): StakingMethod[] {
  return ctx.state.methods.map((m) => ({ ...m }));
}

/** Platform airdrops do not use up the purchase quota. */
function activePurchases(orders: readonly OrderRow[], owner: string): number {
  return orders.filter(
    (o) => o.status === 'active' && o.type !== 'airdrop' && userKey(o.owner) === owner,
  ).length;
}

export function buyPackage(ctx: AuthedContext): StakingOrder {
  const body = asObject(ctx.body);
  const packageId = requirePositiveInt(body, 'packageId');
  const methodId = requirePositiveInt(body, 'methodId');
  const { state, user } = ctx;

  const pkg = state.packages.find((p) => p.id === packageId);
  if (!pkg?.onSale) throw new ApiError(Code.PACKAGE_UNAVAILABLE);
  if (pkg.stock <= 0) throw new ApiError(Code.PACKAGE_SOLD_OUT);
  const method = state.methods.find((m) => m.id === methodId);
  if (!method) throw badRequest('unknown staking method');
  if (activePurchases(state.orders, userKey(user.address)) >= RULES.maxActiveOrders) {
    throw new ApiError(Code.QUOTA_EXCEEDED);
  }

  const price = dec(pkg.price);
  let usdt = price;
  let rwat = ZERO;
  if (method.kind === 'usdt_rwat') {
    // Half in USDT, the other half in RWAT at today's price, rounded up so the half is covered.
    usdt = roundDown(price.div(2), TOKEN_DECIMALS);
    rwat = roundUp(price.minus(usdt).div(state.settings.rwatPrice), TOKEN_DECIMALS);
    // Exactly what the person reviewed, or nothing: another price is another purchase.
    const reviewed = requireAmount(body, 'rwatCost', false);
    if (!rwat.eq(reviewed)) {
      const moved: StakePriceMovedData = {
        rwatPrice: fmt(state.settings.rwatPrice),
        rwatCost: fmt(rwat),
      };
      throw new ApiError(Code.STAKE_PRICE_MOVED, undefined, moved);
    }
  } else if (body.rwatCost !== undefined) {
    throw badRequest('rwatCost is only for the method paid half in RWAT');
  }
  requireFunds(user, 'USDT', usdt);
  if (rwat.gt(0)) requireFunds(user, 'RWAT', rwat);

  debit(state, user, 'USDT', usdt, 'staking_order');
  if (rwat.gt(0)) debit(state, user, 'RWAT', rwat, 'staking_order');
  pkg.stock -= 1;
  const order: OrderRow = {
    id: nextId(state),
    owner: user.address,
    type: pkg.size,
    amount: price,
    remainingOutput: orderTerms(price).outputCap,
    createdAt: nowIso(),
    status: 'active',
    day: state.day,
  };
  state.orders.push(order);
  return orderView(order);
}

export function listMyOrders(ctx: AuthedContext): StakingOrdersPage {
  const params = readPageParams(ctx.query);
  const owner = userKey(ctx.user.address);
  const mine = newestFirst(ctx.state.orders.filter((o) => userKey(o.owner) === owner));
  // The request was checked against the contract: a status is active, ended or absent.
  const status = ctx.query.get('status');
  const listed = status ? mine.filter((o) => o.status === status) : mine;
  let remainingBoost = ZERO;
  let dailyIncome = ZERO;
  for (const order of mine) {
    if (order.status !== 'active') continue;
    remainingBoost = remainingBoost.plus(order.remainingOutput);
    dailyIncome = dailyIncome.plus(orderTerms(order.amount).dailyOutput);
  }
  return {
    ...paginate(listed, params, orderView),
    remainingBoost: fmt(remainingBoost),
    dailyIncome: fmt(dailyIncome),
    todayOutput: fmt(ctx.user.todayOutput),
  };
}
