import type * as MemberCards from './MemberCards';

let loaded: typeof MemberCards | undefined;

/**
 * Home's cards for a signed-in person (balances, referral, account), one chunk: loaded by the
 * app's start for a tab that is signed in or will sign in, and by Home where it shows them. One
 * `import()` for both, so both ask for the same chunk.
 */
export const loadMemberCards = () =>
  import('./MemberCards').then((cards) => {
    loaded = cards;
    return cards;
  });

/** The cards once their chunk is in, so Home renders them in the same pass (`lazyWithRetry`). */
export const memberCardsLoaded = () => loaded;
