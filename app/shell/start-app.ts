import { followBalances } from '@/features/assets/balances';
import { prefetchHome } from '@/features/home/api';
import { loadMemberCards, loadMemberCardsOnSignIn } from '@/features/home/member-cards';
import { sessionCodeNeeded, startSession } from '@/features/session/start';
import { startLocale } from '@/lib/i18n/locale-state';
import { watchInstallPrompt } from '@/lib/pwa/install';
import { listenForDialogSteps } from '@/lib/router';
import { parseHash } from '@/lib/router/hash';
import { hydrateSession } from '@/lib/session/store';
import { loadScreen } from './lazy-screens';

let started: Promise<void> | undefined;

/**
 * The app's start, called once the exported page is hydrated (`useAppReady`, the shell's first
 * effect): starts everything the first screen waits for at once: the stored session, a
 * returning person's balances, Home's public data, the language's catalogue, the current route's
 * screen and the session's start. Without this they would load one after another. Runs once per
 * page; later calls return the same promise.
 */
export function startApp(): Promise<void> {
  if (!started) {
    // Before the framework's router listens to history (its effect comes after the shell's): a
    // dialog's own step must be heard, and kept, before it.
    listenForDialogSteps();
    hydrateSession();
    // The browser offers installing once, early: kept for Home's own button.
    watchInstallPrompt();
    // A returning person's balances are asked for first: they need no words and no wallet.
    // From now on every new token of the session asks for them (a sign-in too).
    followBalances();
    const route = parseHash(window.location.hash).route ?? 'home';
    if (route === 'home') prefetchHome();
    // The language first: a screen other than Home asks for its words in that language.
    const language = startLocale().catch((error: unknown) =>
      console.error('language load failed', error),
    );
    const waits: Promise<unknown>[] = [loadScreen(route)];
    // Home's cards for a signed-in person come with the screen for someone signed in (waited
    // for, so nothing moves when they appear); anyone else asks for them as a sign-in begins,
    // not beside the session's code, which the sign-in waits for.
    const need = sessionCodeNeeded();
    if (need !== 'signed-in') loadMemberCardsOnSignIn();
    else if (route === 'home') waits.push(loadMemberCards());
    const screen = Promise.all(waits).catch(() => undefined);
    started = Promise.all([language, screen]).then(() => undefined);
    // The session's start (an invite, the wallet search, and for a tab that needs it the
    // session's code: sign-in inside a wallet's browser, the watchers) starts now, while the
    // first screen still renders, not after it; its lifecycle waits only for the words of its
    // messages. It runs for the page's lifetime.
    startSession(language, need);
  }
  return started;
}
