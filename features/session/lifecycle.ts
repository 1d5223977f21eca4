import { endSession, onSessionEnd } from '@/lib/api/session-end';
import { isWalletBrowser, readInjected, waitForWallet } from '@/lib/chain/detect';
import { ensureNetwork } from '@/lib/chain/ensure-network';
import { injectedAccount } from '@/lib/chain/injected';
import { loadWallet, loadWalletWhenIdle, markNoWallet } from '@/lib/chain/wallet';
import { type WalletState, walletAtom } from '@/lib/chain/wallet-state';
import { config } from '@/lib/config';
import { replace } from '@/lib/router/navigation';
import { routePath } from '@/lib/routes';
import { appStore, clearSession, getSession, sessionAtom, setSession } from '@/lib/session/store';
import { holdSessionLock, type SharedSession, startTabSharing } from '@/lib/session/tab-share';
import { shouldResumeSignIn, signIn } from './sign-in';
import { type KnownWallet, walletChange } from './wallet-change';

const SETTLED = new Set<WalletState['status']>(['connected', 'disconnected', 'none']);

const sameAddress = (a?: string, b?: string) =>
  Boolean(a && b && a.toLowerCase() === b.toLowerCase());

/**
 * SPEC §4: the wallet changed under a signed-in user → forget them and reload home. When the
 * person picked another account inside their wallet's own browser, the reload signs that
 * account in, as opening the app there does; a network change or a disconnect only signs out.
 */
function restartHome(signInAgain: boolean, wrongNetwork = false, why?: 'network'): void {
  clearSession();
  if (signInAgain) setSession({ autoSignInTried: false });
  // After the reload the app asks the wallet to switch back (SPEC §4, network check).
  if (wrongNetwork) setSession({ networkCheck: true });
  if (why === 'network') setSession({ signedOutBy: 'network' });
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
  const host = isWalletBrowser() ? readInjected() : undefined;
  if (host) {
    // Inside a wallet's browser its own answer is enough; the wallet stack may still be loading.
    const account = await injectedAccount(host).catch(() => undefined);
    if (!getSession().user?.token) return;
    if (!account) restartHome(false);
    else if (!sameAddress(account, session.address)) restartHome(true);
    return;
  }
  await loadWallet().catch(() => undefined);
  const wallet = await settledWallet();
  if (!getSession().user?.token) return;
  if (wallet.status !== 'connected') restartHome(false);
  else if (!sameAddress(wallet.address, session.address)) restartHome(true);
}

/**
 * Watches account and chain changes; transient values while reconnecting are ignored. Until the
 * wallet library has connected once, the session is the baseline: inside a wallet's browser the
 * library loads only after sign-in, and a network picked before then is still a change.
 */
function watchWallet(): () => void {
  let last: KnownWallet | undefined;
  return appStore.sub(walletAtom, () => {
    const now = appStore.get(walletAtom);
    const session = getSession();
    const seen = last;
    if (now.status === 'connected') last = now;
    if (!session.user?.token) return;
    const change = walletChange(seen ?? session, now);
    if (change === 'account') restartHome(true);
    else if (change === 'network') restartHome(false, now.chainId !== config.chainId, 'network');
    // The library starts out disconnected: only a connection it had can be lost.
    else if (change === 'disconnected' && seen) restartHome(false);
  });
}

/** This tab's session, for another tab of the same browser about to sign in the same wallet. */
function sessionToShare(): SharedSession | null {
  const { address, user, signText, signStatus } = getSession();
  if (signStatus !== 'signed' || !user?.token || !address) return null;
  return { address, user, signText };
}

/** A guest's visit: look for a wallet (it may inject late), then sign in or get it ready. */
async function greetGuest(): Promise<void> {
  const found = await waitForWallet();
  if (!found) {
    markNoWallet();
    return;
  }
  if (isWalletBrowser() && !getSession().autoSignInTried && !getSession().user?.token) {
    setSession({ autoSignInTried: true });
    await signIn();
  } else {
    await loadWallet().catch(() => undefined);
  }
}

/**
 * Starts the session lifecycle as the session's code arrives (`startSession`): finds the
 * wallet, signs in automatically inside a wallet's browser (once per tab), resumes a sign-in
 * after a chain-switch reload, and checks the stored address 1.5 s after the app shows (and
 * again whenever it returns to the foreground).
 */
export function startSessionLifecycle(): () => void {
  const session = getSession();
  const stopWatching = watchWallet();
  // However a session ends (a code, a logout, another tab), the person is taken home.
  const stopGoingHome = onSessionEnd(() => replace('home'));
  const stopSharing = startTabSharing(sessionToShare, (token) => {
    // Another tab logged out the session this one shares: it is over here too.
    if (getSession().user?.token === token) endSession('now');
  });
  const lockSession = () => holdSessionLock(sessionToShare()?.address ?? null);
  lockSession();
  const stopLocking = appStore.sub(sessionAtom, lockSession);

  if (shouldResumeSignIn()) {
    void signIn();
  } else if (session.networkCheck && !session.user?.token) {
    // Signed out by a network change: ask the wallet to switch back; a switch reloads.
    void ensureNetwork();
  } else if (session.user?.token) {
    // A returning person (the boot has already asked for their balances).
    loadWalletWhenIdle();
  } else {
    void greetGuest();
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
    stopGoingHome();
    stopSharing();
    stopLocking();
    holdSessionLock(null);
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
