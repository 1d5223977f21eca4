import { add, isDecimalString, mul } from '@/lib/numbers/decimal';

/** The balances that have a price in USDT: USDT itself, and RWAT at today's price. */
export interface PricedBalances {
  USDT: string;
  RWAT: string;
}

/**
 * What the balances are worth in USDT: USDT plus RWAT at `rwatPrice` (U per RWAT), exact.
 * RWAC has no price, so it is left out and the screen says so. Null when any figure is not a
 * plain decimal: no total is better than a wrong one.
 */
export function balancesValue(balances: PricedBalances, rwatPrice: string): string | null {
  const figures = [balances.USDT, balances.RWAT, rwatPrice];
  if (!figures.every(isDecimalString)) return null;
  return add(balances.USDT, mul(balances.RWAT, rwatPrice));
}
