import type { Balances, StakingMethodKind } from '@/lib/contract/contract';
import { Big } from '@/lib/numbers/decimal';

export interface StakingCost {
  USDT: string;
  /** Present only for the method that pays part in RWAT. */
  RWAT?: string;
}

/**
 * What a machine costs with a method, as the server debits it: all in USDT, or half in USDT
 * (cut to 18 places) and the rest in RWAT at today's price, rounded up at 18 places.
 */
export function stakingCost(
  price: string,
  kind: StakingMethodKind,
  rwatPrice: string,
): StakingCost {
  if (kind === 'usdt') return { USDT: new Big(price).toFixed() };
  const usdt = new Big(price).div(2).round(18, Big.roundDown);
  const rest = new Big(price).minus(usdt);
  const rwat = new Big(rwatPrice).gt(0) ? rest.div(rwatPrice).round(18, Big.roundUp) : new Big(0);
  return { USDT: usdt.toFixed(), RWAT: rwat.toFixed() };
}

/** Is any part of the cost more than the balance it is paid from? */
export function costExceeds(cost: StakingCost, balances: Balances): boolean {
  if (new Big(cost.USDT).gt(balances.USDT)) return true;
  return cost.RWAT !== undefined && new Big(cost.RWAT).gt(balances.RWAT);
}
