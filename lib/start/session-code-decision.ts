import type { SessionCodeNeed } from '@/lib/session/session-code';

/**
 * Where the page's first script leaves its decision of how much of the session's code the tab
 * needs (`sessionCodeNeed`), for the app's start to take: an attribute of `<html>`, seen in the
 * page's inspector, written and read only here.
 */
export const SESSION_CODE_ATTRIBUTE = 'data-session-code';

export function writeSessionCodeDecision(root: Element, need: SessionCodeNeed): void {
  root.setAttribute(SESSION_CODE_ATTRIBUTE, need);
}

/** The first script's decision, or nothing where it did not run (a unit test, a failed script). */
export function readSessionCodeDecision(root: Element): SessionCodeNeed | undefined {
  const value = root.getAttribute(SESSION_CODE_ATTRIBUTE);
  return value === 'signed-in' || value === 'sign-in' || value === 'none' ? value : undefined;
}
