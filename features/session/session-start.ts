import { readInjected, waitForWallet } from '@/lib/chain/detect';
import { markWalletSearched } from '@/lib/chain/wallet-state';
import { type SessionCodeNeed, sessionCodeNeed } from '@/lib/session/session-code';
import { getSession } from '@/lib/session/store';
import { START_DECISION_SLOT } from '@/lib/start/first-script-settings';
import { captureInviter } from './capture-inviter';
import { runSession } from './session-parts';
import { sessionUi } from './session-ui-part';

let decided: SessionCodeNeed | undefined;

/**
 * How much of the session's code this tab loads as it starts (see `sessionCodeNeed`): the
 * decision the page's first script made before any of the app's scripts, the same for the boot
 * and the session's start. Only a page without that script (a unit test) decides here, once.
 */
export function sessionCodeNeeded(): SessionCodeNeed {
  const fromFirstScript = (window as unknown as Record<string, unknown>)[START_DECISION_SLOT];
  decided ??=
    fromFirstScript === 'signed-in' || fromFirstScript === 'sign-in' || fromFirstScript === 'none'
      ? fromFirstScript
      : sessionCodeNeed(getSession(), readInjected());
  return decided;
}

/**
 * Starts the session's life in this tab as the page starts: captures an invite, then runs the
 * session's code at once for a tab that needs it (`sessionCodeNeed`; with the shell's session
 * parts for a signed-in one), or once a wallet turns up (some inject late). A guest without a
 * wallet is told so after the search and loads nothing more. `wordsIn`: the language's words;
 * `need`: the boot's `sessionCodeNeeded()`.
 */
export function startSession(wordsIn: Promise<unknown>, need: SessionCodeNeed): void {
  captureInviter();
  const run = () => {
    runSession(wordsIn).catch((error: unknown) => console.error('session code failed', error));
  };
  if (need === 'signed-in') sessionUi.load().catch(() => undefined);
  if (need !== 'none') {
    run();
    return;
  }
  void waitForWallet().then((found) => {
    if (found) run();
    else markWalletSearched(false);
  });
}
