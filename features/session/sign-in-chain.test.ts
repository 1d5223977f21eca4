// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession, setSession } from '@/lib/session/store';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** What the wallet module did, in order, and what its next answers are. */
const calls: string[] = [];
const wallet = {
  /** The wallet is found on another chain at the signature this many times. */
  leftChain: 0,
  /** What the network check says once that is known. */
  check: 'refused' as 'ok' | 'switched' | 'refused',
};

vi.mock('@/lib/chain/detect', () => ({
  isWalletBrowser: () => true,
  waitForWallet: async () => true,
}));
vi.mock('@/lib/chain/wallet', () => {
  class WalletLeftChainError extends Error {}
  return {
    WalletLeftChainError,
    connectWallet: async () => ({ address: ADDRESS, chainId: 56 }),
    // The chain the wallet last said is the app's, until the signature finds otherwise.
    checkWalletNetwork: async (chainId?: number) => {
      calls.push(`check ${chainId ?? 'known chain'}`);
      return calls.includes('left the chain') ? wallet.check : 'ok';
    },
    signInWaitsForNetwork: (waiting: boolean) => calls.push(`waits for network: ${waiting}`),
    signMessage: async () => {
      if (wallet.leftChain > 0) {
        wallet.leftChain -= 1;
        calls.push('left the chain');
        throw new WalletLeftChainError();
      }
      calls.push('signed');
      return '0xsigned';
    },
    walletOptions: () => [],
  };
});
vi.mock('@/lib/session/tab-share', () => ({ askOpenTabs: async () => null }));
vi.mock('@/lib/feedback/toast', () => ({ showToast: () => {} }));
vi.mock('@/lib/api/client', () => ({
  callerFor: () => async (key: string) => {
    if (key === 'GET /api/auth/nonce') return { nonce: 'n0nce1234' };
    if (key === 'POST /api/login') return { address: ADDRESS, token: 'token-1' };
    throw new Error(`unexpected ${key}`);
  },
}));

const { signIn } = await import('./sign-in');

describe('a wallet found on another chain only as it is asked to sign', () => {
  beforeEach(() => {
    calls.length = 0;
    setSession({ autoSignInTried: false });
    clearSession();
  });

  it('is asked to switch, and a refusal ends the sign-in as a refused switch does', async () => {
    wallet.leftChain = 1;
    wallet.check = 'refused';
    expect(await signIn()).toBe('wrong-network');
    expect(calls.slice(-3)).toEqual([
      'left the chain',
      'check known chain',
      'waits for network: true',
    ]);
    expect(calls).not.toContain('signed');
    expect(getSession().user).toBeNull();
  });

  it('signs once the wallet app has switched back', async () => {
    wallet.leftChain = 1;
    wallet.check = 'ok';
    expect(await signIn()).toBe('signed-in');
    expect(calls.slice(-4)).toEqual([
      'left the chain',
      'check known chain',
      'waits for network: false',
      'signed',
    ]);
    expect(getSession().user?.token).toBe('token-1');
  });

  it('does not ask again when the wallet is still elsewhere after the check', async () => {
    wallet.leftChain = 2;
    wallet.check = 'ok';
    expect(await signIn()).toBe('failed');
    expect(calls.filter((c) => c === 'left the chain')).toHaveLength(2);
    expect(calls).not.toContain('signed');
  });
});
