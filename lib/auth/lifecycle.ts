import { isWalletBrowser, readInjected } from '@/lib/chain/detect';
import { loadWallet } from '@/lib/chain/wallet';
import { type WalletState, walletAtom } from '@/lib/chain/wallet-state';
import { config } from '@/lib/config';
import { routePath } from '@/lib/routes';
import { appStore, clearSession, getSession, setSession } from '@/lib/session/store';
import { captureInviter } from './invite';
import { shouldResumeSignIn, signIn } from './sign-in';

const SETTLED = new Set<WalletState['status']>(['connected', 'disconnected', 'none']);

const sameAddress = (a?: string, b?: string) =>
  Boolean(a && b && a.toLowerCase() === b.toLowerCase());

/** SPEC §4: the wallet changed under a signed-in user → forget them and reload home. */
function restartHome(): void {
  clearSession();
  window.location.hash = routePath('home');
  window.location.reload();
}

/** Waits until the wallet is neither detecting nor reconnecting. */
function settledWallet(): Promise<WalletState> {
  return new Promise((resolve) => {
    const check = () => {
      const state = appStore.get(walletAtom);
      if (SETTLED.has(state.status)) {
        unsubscribe();
        resolve(state);
      }
    };
    const unsubscribe = appStore.sub(walletAtom, check);
    check();
  });
}

/** The stored address must still be the wallet's; otherwise the session is someone else's. */
async function checkStoredAddress(): Promise<void> {
  const session = getSession();
  if (!session.user?.token) return;
  await loadWallet().catch(() => undefined);
  const wallet = await settledWallet();
  if (!getSession().user?.token) return;
  if (wallet.status !== 'connected' || !sameAddress(wallet.address, session.address)) restartHome();
}

/** Watches account and chain changes; transient values while reconnecting are ignored. */
function watchWallet(): () => void {
  let last: WalletState | undefined;
  return appStore.sub(walletAtom, () => {
    const now = appStore.get(walletAtom);
    const prev = last;
    if (now.status === 'connected') last = now;
    if (!getSession().user?.token || !prev) return;
    if (now.status === 'connected') {
      if (!sameAddress(now.address, prev.address) || now.chainId !== prev.chainId) restartHome();
    } else if (now.status === 'disconnected') {
      restartHome();
    }
  });
}

/**
 * Starts the session lifecycle once the shell is up: captures an invite, loads the wallet when
 * it is needed, signs in automatically inside a wallet's browser, resumes a sign-in after a
 * chain-switch reload, and checks the stored address 1.5 s after the app shows (and again
 * whenever it returns to the foreground).
 */
export function startSessionLifecycle(): () => void {
  captureInviter();
  const session = getSession();
  const stopWatching = watchWallet();

  if (shouldResumeSignIn()) {
    void signIn();
  } else if (!session.user?.token && isWalletBrowser() && !session.autoSignInTried) {
    setSession({ autoSignInTried: true });
    void signIn();
  } else if (session.user?.token || readInjected()) {
    void loadWallet().catch(() => undefined);
  }

  let timer = setTimeout(checkStoredAddress, config.addressCheckDelayMs);
  const onVisible = () => {
    if (document.visibilityState !== 'visible') return;
    clearTimeout(timer);
    timer = setTimeout(checkStoredAddress, config.addressCheckDelayMs);
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    stopWatching();
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
