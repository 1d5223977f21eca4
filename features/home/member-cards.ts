import { chunkParts } from '@/lib/lazy-with-retry';
import { isSigningInAtom } from '@/lib/session/selectors';
import { appStore } from '@/lib/session/store';

/**
 * Home's cards for a signed-in person (balances, referral, account), one chunk: loaded by the
 * app's start for a tab that is signed in (`loadMemberCards`), as a sign-in begins in any other
 * (`loadMemberCardsOnSignIn`), and by Home where it shows them (`memberCard`), which then renders
 * them in the same pass. One `import()` for all, so all ask for the same chunk.
 */
const memberCards = chunkParts(() => import('./MemberCards'));

export const loadMemberCards = memberCards.load;
export const memberCard = memberCards.part;

/**
 * Asks for the cards once a sign-in begins (watched from the app's start on), so they are in
 * when it ends and the signed-in Home shows with them, not a placeholder first; until then they
 * take nothing from the page's start. A failed load is tried again where they are shown.
 */
export function loadMemberCardsOnSignIn(): void {
  const stop = appStore.sub(isSigningInAtom, () => {
    if (!appStore.get(isSigningInAtom)) return;
    stop();
    memberCards.load().catch(() => undefined);
  });
}
