import { describe, expect, it } from 'vitest';
import type { WalletState } from '@/lib/chain/wallet-state';
import { walletChange } from './wallet-change';

const signedOn = { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const, chainId: 56 };

describe('walletChange', () => {
  it.each<[string, WalletState, ReturnType<typeof walletChange>]>([
    ['the same account and chain', { status: 'connected', ...signedOn }, 'none'],
    [
      'the same account in another case',
      { status: 'connected', address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', chainId: 56 },
      'none',
    ],
    [
      'another account',
      { status: 'connected', address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', chainId: 56 },
      'account',
    ],
    ['another chain', { status: 'connected', ...signedOn, chainId: 97 }, 'network'],
    ['a disconnect', { status: 'disconnected' }, 'disconnected'],
    ['a wallet that is gone', { status: 'none' }, 'disconnected'],
    ['a wallet not read yet', { status: 'idle' }, 'none'],
  ])('%s', (_, now, expected) => {
    expect(walletChange(signedOn, now)).toBe(expected);
  });
});
