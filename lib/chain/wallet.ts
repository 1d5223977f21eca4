import { appStore } from '@/lib/session/store';
import { waitForWallet } from './detect';
import { walletAtom } from './wallet-state';

export type WalletRuntime = typeof import('./wallet-runtime');

let loading: Promise<WalletRuntime> | undefined;

/**
 * Loads the wallet stack once (its own chunk), after making sure a wallet had its chance to
 * inject itself (up to ~3 s for late injectors). Rejects with "no-wallet" when none appears.
 */
export function loadWallet(): Promise<WalletRuntime> {
  if (!loading) {
    loading = (async () => {
      if (appStore.get(walletAtom).status === 'idle')
        appStore.set(walletAtom, { status: 'detecting' });
      await waitForWallet();
      const runtime = await import('./wallet-runtime');
      await runtime.restore();
      return runtime;
    })();
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/** The runtime if it is already loaded, without loading it. */
export function loadedWallet(): Promise<WalletRuntime> | undefined {
  return loading;
}

/**
 * Loads the wallet stack once the page has nothing more urgent to do (the balances drawn), so
 * its download and start-up never compete with what the person came to see.
 */
export function loadWalletWhenIdle(): void {
  const load = () => void loadWallet().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(load, { timeout: 3_000 });
  else setTimeout(load, 1_000);
}

/** Nothing answered the wallet search: the home screen offers to open the app in a wallet. */
export function markNoWallet(): void {
  const { status } = appStore.get(walletAtom);
  if (status === 'idle' || status === 'detecting') appStore.set(walletAtom, { status: 'none' });
}
