import { EARNING_DAYS, REWARD_TYPES } from '@/lib/contract/areas/staking';
import type { Earnings, RewardType } from '@/lib/contract/contract';
import type { AuthedContext } from '../context';
import { type Decimal, fmt, ZERO } from '../money';
import { userKey } from '../state';

const DAY_MS = 86_400_000;
const rewardTypes: ReadonlySet<string> = new Set(REWARD_TYPES);

function isRewardType(type: string): type is RewardType {
  return rewardTypes.has(type);
}

/** The UTC calendar date of `ms`, as `YYYY-MM-DD`. */
function utcDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The person's output of the last days, summed from their ledger per UTC day and reward type:
 * one small answer of fixed size, rather than every entry of a month paged to the app to add up.
 */
export function listEarnings(ctx: AuthedContext, now = Date.now()): Earnings {
  const dates = Array.from({ length: EARNING_DAYS }, (_, i) =>
    utcDate(now - (EARNING_DAYS - 1 - i) * DAY_MS),
  );
  const sums = new Map<string, Map<RewardType, Decimal>>(dates.map((d) => [d, new Map()]));
  const owner = userKey(ctx.user.address);
  for (const entry of ctx.state.ledger) {
    if (userKey(entry.owner) !== owner || entry.symbol !== 'USDT') continue;
    if (!isRewardType(entry.type) || entry.amount.lte(0)) continue;
    const day = sums.get(entry.createdAt.slice(0, 10));
    if (day) day.set(entry.type, (day.get(entry.type) ?? ZERO).plus(entry.amount));
  }
  return {
    asset: 'USDT',
    days: dates.map((date) => {
      const day = sums.get(date) ?? new Map<RewardType, Decimal>();
      return {
        date,
        rewards: REWARD_TYPES.flatMap((type) => {
          const amount = day.get(type);
          return amount ? [{ type, amount: fmt(amount) }] : [];
        }),
      };
    }),
  };
}
