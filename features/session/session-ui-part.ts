import { lazyPart } from '@/lib/lazy-part';

/**
 * The shell's session parts (account chip, wrong-network banner, wallet picker), a lazy part of
 * their own: the account menu inside them signs out through the session's code, which must not
 * name them back.
 */
export const sessionUi = lazyPart(() => import('./SessionUi'));
