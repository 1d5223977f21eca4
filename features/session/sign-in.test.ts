import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession, setSession } from '@/lib/session/store';
import { signIn } from './sign-in';

// A page with no wallet at all: the sign-in ends at once, without touching the network.
vi.mock('@/lib/chain/wallet', () => ({
  loadWallet: async () => ({ options: () => [] }),
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

  it('leaves nothing busy when it cannot go on', async () => {
    await signIn();
    expect(getSession().signStatus).toBe('idle');
  });
});
