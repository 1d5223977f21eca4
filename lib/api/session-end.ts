import { config, testTiming } from '@/lib/config';
import { clearSession } from '@/lib/session/store';

let scheduled: ReturnType<typeof setTimeout> | undefined;

/** Hooks run when a session ends (e.g. disconnect the wallet, drop cached user data). */
const listeners = new Set<() => void>();

export function onSessionEnd(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Clears the session and tells the listeners (the shell returns home), now or after the device-change wait. */
export function endSession(delay: 'now' | 'later' = 'now'): void {
  const run = () => {
    scheduled = undefined;
    clearSession();
    for (const listener of listeners) listener();
  };
  if (delay === 'now') {
    clearTimeout(scheduled);
    run();
  } else if (!scheduled) {
    scheduled = setTimeout(run, testTiming('sessionEndDelayMs', config.sessionEndDelayMs));
  }
}
