'use client';
import { Amount } from '@/components/ui/Amount';
import type { StakingCost } from './staking-cost';

/** Every place the server debits, to the last place it charges: what is shown is what is charged. */
export function StakeCost({ cost }: { cost: StakingCost }) {
  return (
    <>
      <Amount value={cost.USDT} symbol="USDT" decimals={18} />
      {cost.RWAT !== undefined ? (
        <>
          {' + '}
          <Amount value={cost.RWAT} symbol="RWAT" decimals={18} />
        </>
      ) : null}
    </>
  );
}
