import { readInjected, waitForWallet } from '@/lib/chain/detect';
import { markWalletSearched } from '@/lib/chain/wallet-state';
import { type SessionCodeNeed, sessionCodeNeed } from '@/lib/session/session-code';
import { getSession } from '@/lib/session/store';
import { readSessionCodeDecision } from '@/lib/start/session-code-decision';
import { captureInviter } from './capture-inviter';

// Kept once read: a client render of the page after hydration rewrites `<html>`'s attributes.
let decided: SessionCodeNeed | undefined;

/**
 * How much of the session's code this tab loads as it starts (see `sessionCodeNeed`): the
 * decision the page's first script made before any of the app's scripts, the same for the app's
 * start and the session's. Only a page without that script (a unit test) decides here, once.
 */
export function sessionCodeNeeded(): SessionCodeNeed {
  decided ??=
    readSessionCodeDecision(document.documentElement) ??
    sessionCodeNeed(getSession(), readInjected());
  return decided;
}

let running: Promise<void> | undefined;

/**
 * Loads the session's code and starts its lifecycle, once per page: the lifecycle's watchers
 * and checks with signing in (`lifecycle.ts`, which signs in inside a wallet's browser), and
 * logging out (`logout.ts`), so that a signed-in tab can still sign out everywhere once offline.
 * The code is asked for at once; the lifecycle starts once the words of its messages are in as
 * well (`wordsIn`): it may tell the person something straight away. After a failed load, the
 * next call asks again.
 */
export function runSession(wordsIn: Promise<unknown> = Promise.resolve()): Promise<void> {
  if (!running) {
    const started = Promise.all([import('./lifecycle'), import('./logout'), wordsIn]).then(
      ([lifecycle]) => {
        lifecycle.startSessionLifecycle();
      },
    );
    running = started;
    started.catch(() => {
      if (running === started) running = undefined;
    });
  }
  return running;
}

/**
 * Signs in (`choice`: a wallet to use), with the session's code running: the sign-in and that
 * code's lifecycle load together. For the sign-in card and the network banner's retry.
 */
export async function signInWithSession(choice?: string) {
  const [{ signIn }] = await Promise.all([import('./sign-in'), runSession()]);
  return signIn(choice);
}

/**
 * Starts the session's life in this tab as the page starts: captures an invite, then runs the
 * session's code at once for a tab that needs it (`sessionCodeNeeded`), or once a wallet turns up
 * (some inject late). A guest without a wallet is told so after the search and loads nothing
 * more. `wordsIn`: the language's words.
 */
export function startSession(wordsIn: Promise<unknown>, need: SessionCodeNeed): void {
  captureInviter();
  const run = () => {
    runSession(wordsIn).catch((error: unknown) => console.error('session code failed', error));
  };
  if (need !== 'none') {
    run();
    return;
  }
  void waitForWallet().then((found) => {
    if (found) run();
    else markWalletSearched(false);
  });
}
