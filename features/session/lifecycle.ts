import { endSession, onSessionEnd } from '@/lib/api/session-end';
import { isWalletBrowser, waitForWallet } from '@/lib/chain/detect';
import { forgetWalletApp } from '@/lib/chain/paired-wallet-app';
import { ensureNetwork, reloadAfterWallet, restoreWallet, watchWallet } from '@/lib/chain/wallet';
import { markWalletSearched, WALLETCONNECT, walletAtom } from '@/lib/chain/wallet-state';
import { config } from '@/lib/config';
import { keepHeldAction } from '@/lib/feedback/interrupted-action';
import { replace } from '@/lib/router/navigation';
import { routePath } from '@/lib/routes';
import { appStore, clearSession, getSession, sessionAtom, setSession } from '@/lib/session/store';
import { holdSessionLock, type SharedSession, startTabSharing } from '@/lib/session/tab-share';
import { shouldResumeSignIn, signIn } from './sign-in';
import { type KnownWallet, walletChange } from './wallet-change';

/**
 * SPEC §4: the wallet changed under a signed-in user → forget them and reload home. When the
 * person picked another account inside their wallet's own browser, the reload signs that
 * account in, as opening the app there does; a disconnect only signs out. A network change
 * signs out and says why on every screen until the next sign-in (NetworkBanner) (the page may reload twice: the
 * sign-out, then the switch back); when the wallet left the app's chain, that same wallet is
 * asked to switch back after the reload.
 */
function restartHome(change: 'account' | 'network' | 'disconnected', chainId?: number): void {
  const { wallet } = getSession();
  // An action under review is not sent: the next sign-in opens it again (InterruptedActionBanner).
  keepHeldAction();
  clearSession();
  // A wallet app that ends a WalletConnect session signs out, and says so, as a network change.
  if (change === 'disconnected' && wallet === WALLETCONNECT) {
    setSession({ signOutReason: 'walletDisconnected' });
    forgetWalletApp();
  }
  if (change === 'account') setSession({ autoSignInTried: false });
  if (change === 'network') {
    setSession({ signOutReason: 'network' });
    if (chainId !== config.chainId) setSession({ networkCheck: true, wallet });
  }
  window.location.hash = routePath('home');
  void reloadAfterWallet();
}

/**
 * Watches the wallet's account and chain as the wallet module publishes them (transient states
 * mean nothing). Until the wallet has been read once, the session is the baseline: a network
 * picked before then is still a change.
 */
function watchForChanges(): () => void {
  let last: KnownWallet | undefined;
  return appStore.sub(walletAtom, () => {
    const now = appStore.get(walletAtom);
    const session = getSession();
    const seen = last;
    if (now.status === 'connected') last = now;
    if (!session.user?.token) return;
    const change = walletChange(seen ?? session, now);
    if (change !== 'none') restartHome(change, now.chainId);
  });
}

/** This tab's session, for another tab of the same browser about to sign in the same wallet. */
function sessionToShare(): SharedSession | null {
  const { address, user, signText, signStatus } = getSession();
  if (signStatus !== 'signed' || !user?.token || !address) return null;
  return { address, user, signText };
}

/** A guest's visit: look for a wallet (it may inject late), and sign in inside a wallet's browser. */
async function greetGuest(): Promise<void> {
  const found = await waitForWallet();
  markWalletSearched(found);
  if (found && isWalletBrowser() && !getSession().autoSignInTried && !getSession().user?.token) {
    setSession({ autoSignInTried: true });
    await signIn();
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
  const stopWatching = watchForChanges();
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
    // A returning person (the app's start has already asked for their balances): their wallet is
    // listened to from now on, and read when the stored address is checked.
    watchWallet();
  } else {
    void greetGuest();
  }

  // The stored address must still be the wallet's: it is read (no prompt), and what it says
  // goes to the watch above.
  const checkStoredAddress = () => {
    if (getSession().user?.token) void restoreWallet();
  };
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
