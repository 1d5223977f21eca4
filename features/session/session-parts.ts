import { endSession } from '@/lib/api/session-end';
import { lazyPart } from '@/lib/lazy-part';

/** The session's code, loaded as the tab starts when `sessionCodeNeeded` says so. */
const sessionRuntime = lazyPart(() => import('./session-runtime'));

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
