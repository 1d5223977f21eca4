import { lazyPart } from '@/lib/lazy-part';

/**
 * Home's cards for a signed-in person (balances, referral, account). The page's first script
 * preloads them by this name for a tab that is signed in or will sign in.
 */
export const memberCards = lazyPart({ memberCards: () => import('./MemberCards') });
