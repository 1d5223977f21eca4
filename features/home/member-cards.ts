import { chunkParts } from '@/lib/lazy-with-retry';

/**
 * Home's cards for a signed-in person (balances, referral, account), one chunk: loaded by the
 * app's start for a tab that is signed in or will sign in (`loadMemberCards`), and by Home where
 * it shows them (`memberCard`), which then renders them in the same pass. One `import()` for
 * both, so both ask for the same chunk.
 */
const memberCards = chunkParts(() => import('./MemberCards'));

export const loadMemberCards = memberCards.load;
export const memberCard = memberCards.part;
