import { readInjected, waitForWallet } from '@/lib/chain/detect';
import { markWalletSearched } from '@/lib/chain/wallet-state';
import { sessionCodeNeed } from '@/lib/session/session-code';
import { getSession } from '@/lib/session/store';
import { captureInviter } from './capture-inviter';
import { runSession } from './session-parts';
import { sessionUi } from './session-ui-part';

/** How much of the session's code this tab loads as it starts (see `sessionCodeNeed`). */
export function sessionCodeNeeded(): ReturnType<typeof sessionCodeNeed> {
  return sessionCodeNeed(getSession(), readInjected());
}

/**
 * Starts the session's life in this tab as the page starts: captures an invite, then runs the
 * session's code at once for a tab that needs it (`sessionCodeNeed`; with the shell's session
 * parts for a signed-in one), or once a wallet turns up (some inject late). A guest without a
 * wallet is told so after the search and loads nothing more. `wordsIn`: the language's words.
 */
export function startSession(wordsIn: Promise<unknown>): void {
  captureInviter();
  const run = () => {
    runSession(wordsIn).catch((error: unknown) => console.error('session code failed', error));
  };
  const need = sessionCodeNeeded();
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
