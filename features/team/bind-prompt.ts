import { atom } from 'jotai';
import type { UserDetail } from '@/lib/contract/contract';

/** A signed-in user without a referrer is asked to bind one; the binding is permanent. */
export function needsReferrer(detail: Pick<UserDetail, 'pid'> | undefined): boolean {
  return detail !== undefined && detail.pid === null;
}

/**
 * The address whose missing referrer was already prompted for in this page load: the dialog
 * opens by itself once, then stays reachable from its button instead of nagging.
 */
export const bindPromptedForAtom = atom('');
