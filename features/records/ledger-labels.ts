import type { LedgerType } from '@/lib/contract/contract';
import { labelOf } from '@/lib/i18n/label-of';

/**
 * Ledger entry type → message key. A Record over the contract's union, so a type added to the
 * contract fails the build until it has a label; anything else the server sends reads
 * "unknown type" rather than a raw code.
 */
const ledgerTypeKeys: Record<LedgerType, string> = {
  deposit: 'ledger.type.deposit',
  deposit_reversed: 'ledger.type.depositReversed',
  debt: 'ledger.type.debt',
  withdraw: 'ledger.type.withdraw',
  withdraw_refund: 'ledger.type.withdrawRefund',
  flash_exchange: 'ledger.type.flashExchange',
  transfer: 'ledger.type.transfer',
  staking_order: 'ledger.type.stakingOrder',
  platform: 'ledger.type.platform',
  direct_reward: 'ledger.type.directReward',
  community_reward: 'ledger.type.communityReward',
  static_output: 'ledger.type.staticOutput',
  level_reward: 'ledger.type.levelReward',
  node_dividend: 'ledger.type.nodeDividend',
};

export const UNKNOWN_LEDGER_TYPE_KEY = 'ledger.type.unknown';

export const knownLedgerTypes = Object.keys(ledgerTypeKeys) as LedgerType[];

export function ledgerLabelKey(type: string): string {
  return labelOf(ledgerTypeKeys, type, UNKNOWN_LEDGER_TYPE_KEY);
}

/** A signed ledger amount: "in" adds to the balance, "out" takes from it. */
export function ledgerDirection(amount: string): 'in' | 'out' {
  return amount.trim().startsWith('-') ? 'out' : 'in';
}
