import type { StakingPackage } from '@/lib/contract/contract';
import { type Decimal, dec, fmt, REWARD_DECIMALS, roundDown, roundUp } from './money';
import { RULES } from './rules';

/** A package as the state keeps it; its terms follow from its price (`packageView`). */
export type PackageRow = Omit<StakingPackage, 'dailyOutput' | 'outputCap' | 'days' | 'outputAsset'>;

export interface OrderTerms {
  /** Credited each day while the order is active (the last day may credit less). */
  dailyOutput: Decimal;
  /** Credited in all before the order ends. */
  outputCap: Decimal;
  /** Days from the first credit to the last. */
  days: number;
}

/**
 * What an order of `amount` yields. Listing the packages, buying one and each day's static
 * output all read it, so the terms a machine states are the ones the server then applies.
 */
export function orderTerms(amount: Decimal): OrderTerms {
  const dailyOutput = roundDown(amount.times(RULES.staticDailyRate), REWARD_DECIMALS);
  const outputCap = amount.times(RULES.outputMultiple);
  const days = dailyOutput.gt(0) ? Number(fmt(roundUp(outputCap.div(dailyOutput), 0))) : 0;
  return { dailyOutput, outputCap, days };
}

export function packageView(row: PackageRow): StakingPackage {
  const terms = orderTerms(dec(row.price));
  return {
    ...row,
    dailyOutput: fmt(terms.dailyOutput),
    outputCap: fmt(terms.outputCap),
    days: terms.days,
    outputAsset: 'USDT',
  };
}
