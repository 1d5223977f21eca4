import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import type { StakingMethod, StakingPackage } from '@/lib/contract/contract';
import { buyRequestFor, movedStakePrice, stakePriceMoved } from './stake-review';

const small: StakingPackage = {
  id: 1,
  size: 'small',
  price: '100',
  onSale: true,
  stock: 50,
  dailyOutput: '1',
  outputCap: '200',
  days: 200,
  outputAsset: 'USDT',
};
const inUsdt: StakingMethod = { id: 1, kind: 'usdt' };
const halfRwat: StakingMethod = { id: 2, kind: 'usdt_rwat' };

describe('a staking review’s request', () => {
  it('binds the RWAT it showed, and only for the method paid half in RWAT', () => {
    expect(buyRequestFor(small, halfRwat, '0.5')).toEqual({
      packageId: 1,
      methodId: 2,
      rwatCost: '100',
    });
    expect(buyRequestFor(small, halfRwat, '0.1298')).toEqual({
      packageId: 1,
      methodId: 2,
      rwatCost: '385.208012326656394454',
    });
    expect(buyRequestFor(small, inUsdt, '0.5')).toEqual({ packageId: 1, methodId: 1 });
  });
});

describe('a purchase refused as the RWAT price moved', () => {
  const moved = (data: unknown) =>
    new ApiError('code', 1071, { key: 'errors.stakePriceMoved' }, 'moved', data);

  it('gives the price it would have been charged at, when the refusal says it', () => {
    expect(movedStakePrice(moved({ rwatPrice: '0.25', rwatCost: '200' }))).toBe('0.25');
    expect(stakePriceMoved(moved({ rwatPrice: '0.25', rwatCost: '200' }))).toBe(true);
  });

  it('gives nothing it cannot read, and nothing for other failures', () => {
    expect(movedStakePrice(moved(null))).toBeNull();
    expect(movedStakePrice(moved({ rwatPrice: 0.25 }))).toBeNull();
    expect(stakePriceMoved(moved(null))).toBe(true);
    const other = new ApiError('code', 1070, { key: 'errors.priceMoved' }, 'x', { rwatPrice: '1' });
    expect(movedStakePrice(other)).toBeNull();
    expect(stakePriceMoved(other)).toBe(false);
  });
});
