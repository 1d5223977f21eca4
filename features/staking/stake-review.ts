import { isApiError } from '@/lib/api/api-error';
import type {
  BuyRequest,
  StakePriceMovedData,
  StakingMethod,
  StakingPackage,
} from '@/lib/contract/contract';
import { STAKE_PRICE_MOVED_CODE } from '@/lib/contract/protocol';
import { isAmountText } from '@/lib/numbers/decimal';
import { stakingCost } from './staking-cost';

/**
 * The request a staking review sends: the package and the method, and for the method paid half
 * in RWAT the RWAT it showed (`rwatCost`), which the server charges exactly or refuses.
 */
export function buyRequestFor(
  pkg: StakingPackage,
  method: StakingMethod,
  reviewedPrice: string,
): BuyRequest {
  const { RWAT } = stakingCost(pkg.price, method.kind, reviewedPrice);
  return {
    packageId: pkg.id,
    methodId: method.id,
    ...(RWAT === undefined ? {} : { rwatCost: RWAT }),
  };
}

/**
 * The RWAT price a refused purchase would have been charged at (`STAKE_PRICE_MOVED_CODE`); null
 * for any other failure, or when the refusal does not say (the screen's refreshed price is then
 * the next review's).
 */
export function movedStakePrice(error: unknown): string | null {
  if (!isApiError(error) || error.code !== STAKE_PRICE_MOVED_CODE) return null;
  const data = error.data as Partial<StakePriceMovedData> | null | undefined;
  return data && isAmountText(data.rwatPrice) ? data.rwatPrice : null;
}

/** The server refused because the RWAT price moved, whether or not it said to what. */
export function stakePriceMoved(error: unknown): boolean {
  return isApiError(error) && error.code === STAKE_PRICE_MOVED_CODE;
}
