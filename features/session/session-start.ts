import { endSession } from '@/lib/api/session-end';
import { readInjected, waitForWallet } from '@/lib/chain/detect';
import { walletAtom } from '@/lib/chain/wallet-state';
import { lazyPart } from '@/lib/lazy-part';
import { sessionCodeNeed } from '@/lib/session/session-code';
import { appStore, getSession } from '@/lib/session/store';
import { captureInviter } from './capture-inviter';

/**
 * The session's code. The page's first script preloads it by this name when `sessionCodeNeed`
 * says so.
 */
const sessionRuntime = lazyPart({ sessionRuntime: () => import('./session-runtime') });

type SessionRuntime = Awaited<ReturnType<typeof sessionRuntime.load>>;
let running: Promise<SessionRuntime> | undefined;

/**
 * The session's code with its lifecycle started, once per page. The code is asked for at once;
 * the lifecycle starts once the words of its messages are in as well (`wordsIn`): it may tell
 * the person something straight away.
 */
export function runSession(wordsIn: Promise<unknown> = Promise.resolve()): Promise<SessionRuntime> {
  if (!running) {
    const current = Promise.all([sessionRuntime.load(), wordsIn]).then(([runtime]) => {
      runtime.startSessionLifecycle();
      return runtime;
    });
    running = current;
    current.catch(() => {
      if (running === current) running = undefined;
    });
  }
  return running;
}

/** The shell's session parts (account chip, wrong-network banner, wallet picker). */
export const sessionUi = lazyPart({ sessionUi: () => import('./SessionUi') });

/** Nothing answered the wallet search: the home screen offers to open the app in a wallet. */
export function markNoWallet(): void {
  const { status } = appStore.get(walletAtom);
  if (status === 'idle' || status === 'detecting') appStore.set(walletAtom, { status: 'none' });
}

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
    else markNoWallet();
  });
}

/**
 * Signs out on purpose, through the session's code (`logout`). A signed-in tab loaded that code
 * as it started; if that failed (offline), this tab at least ends its session: the rest (the
 * server, other tabs, the wallet) needs that code.
 */
export async function signOut(): Promise<void> {
  const runtime = await sessionRuntime.load().catch(() => undefined);
  if (runtime) await runtime.logout();
  else endSession('now');
}
