import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { knownLedgerTypes, ledgerDirection, ledgerLabelKey } from './ledger-labels';

function lookup(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => {
    if (node && typeof node === 'object') return (node as Record<string, unknown>)[part];
    return undefined;
  }, en);
}

describe('ledger labels', () => {
  it('labels every type of SPEC §3, and a reversed deposit and its debt, with its own English text', () => {
    const expected: Record<string, string> = {
      deposit: 'Deposit',
      deposit_reversed: 'Deposit taken back',
      debt: 'Debt',
      withdraw: 'Withdraw',
      withdraw_refund: 'Withdrawal refund',
      flash_exchange: 'Flash exchange',
      transfer: 'Transfer',
      staking_order: 'Staking order',
      platform: 'Platform deduction/top-up',
      direct_reward: 'Direct referral reward',
      community_reward: 'Community performance reward',
      static_output: 'Static output',
      level_reward: 'Level-point reward',
      node_dividend: 'Node dividend reward',
    };
    expect(new Set(knownLedgerTypes)).toEqual(new Set(Object.keys(expected)));
    for (const [type, text] of Object.entries(expected)) {
      expect(lookup(ledgerLabelKey(type))).toBe(text);
    }
  });

  it('reads anything else as "unknown type"', () => {
    for (const type of ['mystery_bonus', '', 'DEPOSIT', 'constructor', '__proto__', 'toString']) {
      expect(ledgerLabelKey(type)).toBe('ledger.type.unknown');
    }
    expect(lookup('ledger.type.unknown')).toBe('Unknown type');
  });

  it('tells money in from money out by the sign', () => {
    expect(ledgerDirection('-10')).toBe('out');
    expect(ledgerDirection('10')).toBe('in');
    expect(ledgerDirection('0')).toBe('in');
  });
});
