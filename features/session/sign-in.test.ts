import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession, setSession } from '@/lib/session/store';
import { signIn } from './sign-in';

// A page with no wallet at all: the sign-in ends once the search does, asking nothing.
vi.mock('@/lib/chain/detect', () => ({
  isWalletBrowser: () => false,
  waitForWallet: async () => false,
}));
vi.mock('@/lib/chain/wallet', () => ({
  connectWallet: async () => {
    throw new Error('no wallet to ask');
  },
  walletOptions: () => [],
}));
const toasts: unknown[] = [];
vi.mock('@/lib/feedback/toast', () => ({
  showToast: (message: unknown) => toasts.push(message),
}));

describe('signIn', () => {
  beforeEach(() => {
    setSession({ autoSignInTried: false });
    clearSession();
  });

  it('uses up the tab’s automatic sign-in, whoever started it', async () => {
    expect(getSession().autoSignInTried).toBe(false);
    expect(await signIn()).toBe('no-wallet');
    expect(getSession().autoSignInTried).toBe(true);
    // Log-out keeps it, so a reload does not sign the person back in.
    clearSession();
    expect(getSession().autoSignInTried).toBe(true);
  });

  it('leaves nothing busy when it cannot go on, and says no wallet error: none was asked', async () => {
    toasts.length = 0;
    expect(await signIn()).toBe('no-wallet');
    expect(getSession().signStatus).toBe('idle');
    expect(toasts).toEqual([]);
  });
});
