import { onSessionEnd } from '@/lib/api/session-end';
import type { RouteId } from '@/lib/routes';
import { INTERRUPTED_KEY as KEY } from './interrupted-key';

/**
 * A money action under review when the session ended (another device signed in, the login
 * expired, the wallet changed network): it was not sent, or, when its last confirmation got no
 * answer, it may have been (`uncertain`). The screen it was on is kept, with what was typed, for
 * the next sign-in to open again, never confirmed.
 */
export interface InterruptedAction {
  route: RouteId;
  /** The message key naming the action ("Your withdrawal was not sent"). */
  what: string;
  /** What was typed, by field name. */
  fields: Record<string, string>;
  /** Its last confirmation got no answer: it may have gone through, never "not sent". */
  uncertain?: boolean;
}

let held: InterruptedAction | null = null;

/** Kept for after the next sign-in, if an action is held now. */
export function keepHeldAction(): void {
  if (!held) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(held));
  } catch {
    // Storage refused (private mode, full): the banner cannot say it, nothing else breaks.
  }
}

/**
 * Holds `action` while its review is open: if the session ends meanwhile, it is kept. The
 * returned function lets go of it (the review closed, the action was sent).
 */
export function holdAction(action: InterruptedAction): () => void {
  held = action;
  const stop = onSessionEnd(keepHeldAction);
  return () => {
    stop();
    if (held === action) held = null;
  };
}

function isInterrupted(value: unknown): value is InterruptedAction {
  if (!value || typeof value !== 'object') return false;
  const { route, what, fields, uncertain } = value as Partial<InterruptedAction>;
  return (
    (uncertain === undefined || typeof uncertain === 'boolean') &&
    typeof route === 'string' &&
    typeof what === 'string' &&
    Boolean(fields) &&
    typeof fields === 'object' &&
    Object.values(fields as object).every((v) => typeof v === 'string')
  );
}

/** The action the last session end left unsent, if any. */
export function interruptedAction(): InterruptedAction | null {
  try {
    const stored = sessionStorage.getItem(KEY);
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    return isInterrupted(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** What was typed on `route` before the session ended, if it ended there (read only). */
export function actionToResume(route: RouteId): Record<string, string> | null {
  const action = interruptedAction();
  return action?.route === route ? action.fields : null;
}

/** Forgets the interrupted action: its screen has opened with it. */
export function forgetInterruptedAction(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to take back: the screen opened with it already.
  }
}
