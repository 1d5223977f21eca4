import { lazyPart } from '@/lib/lazy-part';

/**
 * Home's cards for a signed-in person (balances, referral, account), loaded as the tab starts
 * for a tab that is signed in or will sign in.
 */
export const memberCards = lazyPart(() => import('./MemberCards'));
