import { atom } from 'jotai';

/**
 * The address whose missing referrer was already prompted for in this page load: the dialog
 * opens by itself once, then stays reachable from its button instead of nagging.
 */
export const bindPromptedForAtom = atom('');
