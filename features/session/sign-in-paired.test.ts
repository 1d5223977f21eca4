// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '@/lib/session/store';
import { signIn } from './sign-in';

// A browser with no wallet (the installed app), in a build that offers WalletConnect.
vi.mock('@/lib/chain/detect', () => ({
  isWalletBrowser: () => false,
  waitForWallet: async () => false,
}));
vi.mock('@/lib/config', async (original) => {
  const real = await original<typeof import('@/lib/config')>();
  return { ...real, config: { ...real.config, walletConnectProjectId: 'cafe' } };
});
const asked: (string | undefined)[] = [];
vi.mock('@/lib/chain/wallet', () => ({
  connectWallet: async (choice?: string) => {
    asked.push(choice);
    throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
  },
  walletOptions: () => [],
  checkWalletNetwork: async () => 'ok',
  signInWaitsForNetwork: () => undefined,
  signMessage: async () => '0x',
}));
vi.mock('@/lib/feedback/toast', () => ({ showToast: () => undefined }));

describe('signIn with no wallet in the browser', () => {
  beforeEach(() => {
    clearSession();
    localStorage.clear();
    asked.length = 0;
  });

  it('says there is none when no wallet app is paired', async () => {
    expect(await signIn()).toBe('no-wallet');
    expect(asked).toEqual([]);
  });

  it('continues with the wallet app this device is still paired with', async () => {
    localStorage.setItem('rwat:wallet-app', 'Trust Wallet');
    expect(await signIn()).toBe('cancelled');
    expect(asked).toEqual(['walletConnect']);
  });
});
