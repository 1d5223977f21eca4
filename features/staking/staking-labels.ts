import type {
  PackageSize,
  StakingMethodKind,
  StakingOrderStatus,
  StakingOrderType,
  StakingPackage,
} from '@/lib/contract/contract';
import { labelOf } from '@/lib/i18n/label-of';

/** Message keys of the machine sizes and of order types (an order may be a platform airdrop). */
export const orderTypeKeys: Record<StakingOrderType, string> = {
  small: 'staking.size.small',
  medium: 'staking.size.medium',
  large: 'staking.size.large',
  airdrop: 'orders.type.airdrop',
};

export function sizeKey(size: PackageSize): string {
  return orderTypeKeys[size];
}

/** An order type the app does not know yet still gets a label. */
export function orderTypeKey(type: string): string {
  return labelOf(orderTypeKeys, type, 'orders.type.other');
}

export const methodKeys: Record<StakingMethodKind, string> = {
  usdt: 'staking.method.usdt',
  usdt_rwat: 'staking.method.usdtRwat',
};

export function methodKey(kind: string): string {
  return labelOf(methodKeys, kind, 'staking.method.other');
}

export const orderStatusKeys: Record<StakingOrderStatus, string> = {
  active: 'orders.status.active',
  ended: 'orders.status.ended',
};

export type PackageAvailability = 'available' | 'offSale' | 'soldOut';

/** Off sale wins over sold out: the server answers 1040 before it looks at the stock. */
export function packageAvailability(
  pkg: Pick<StakingPackage, 'onSale' | 'stock'>,
): PackageAvailability {
  if (!pkg.onSale) return 'offSale';
  if (pkg.stock <= 0) return 'soldOut';
  return 'available';
}

interface TermsFormat {
  money: (value: string, symbol: string) => string;
  count: (value: number) => string;
}

/** A package's terms as the server states them, formatted for the language's messages. */
export function packageTerms(
  pkg: Pick<StakingPackage, 'dailyOutput' | 'outputCap' | 'days' | 'outputAsset'>,
  format: TermsFormat,
): { daily: string; cap: string; days: string } {
  return {
    daily: format.money(pkg.dailyOutput, pkg.outputAsset),
    cap: format.money(pkg.outputCap, pkg.outputAsset),
    days: format.count(pkg.days),
  };
}
