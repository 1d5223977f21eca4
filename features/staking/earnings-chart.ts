import { REWARD_TYPES } from '@/lib/contract/areas/staking';
import type { EarningDay, RewardType } from '@/lib/contract/contract';
import { Big } from '@/lib/numbers/decimal';

export interface ChartSegment {
  type: RewardType;
  amount: string;
  /** From the top of the chart, in the chart's units. */
  y: number;
  height: number;
}

export interface ChartBar {
  date: string;
  /** The day's whole output, exact. */
  total: string;
  segments: ChartSegment[];
}

/**
 * Each day's rewards stacked into a bar, the largest day's total filling `height`. Amounts stay
 * exact decimal strings; only the drawn heights become numbers.
 */
export function stackBars(days: readonly EarningDay[], height: number) {
  const totals = days.map((day) => day.rewards.reduce((sum, r) => sum.plus(r.amount), Big(0)));
  const max = totals.reduce((a, b) => (b.gt(a) ? b : a), Big(0));
  const bars: ChartBar[] = days.map((day, i) => {
    let top = height;
    const segments = day.rewards.flatMap((reward) => {
      if (max.eq(0) || Big(reward.amount).eq(0)) return [];
      const h = Big(reward.amount).times(height).div(max).toNumber();
      top -= h;
      return [{ type: reward.type, amount: reward.amount, y: top, height: h }];
    });
    return { date: day.date, total: (totals[i] ?? Big(0)).toFixed(), segments };
  });
  return { bars, max: max.toFixed() };
}

/** The reward types that occur in `days`, in the order the contract lists them. */
export function typesIn(days: readonly EarningDay[]): RewardType[] {
  return REWARD_TYPES.filter((type) =>
    days.some((day) => day.rewards.some((r) => r.type === type)),
  );
}
