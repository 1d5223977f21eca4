import { prefetchBalances } from '@/features/assets/api';
import { prefetchHome } from '@/features/home/api';
import { startSessionLifecycle } from '@/features/session/lifecycle';
import { startLocale } from '@/lib/i18n/locale-state';
import { parseHash } from '@/lib/router/hash';
import { takeEarlyBalances } from '@/lib/session/early-requests';
import { getSession, hydrateSession } from '@/lib/session/store';
import { screenLoaders } from './screen-registry';

let booting: Promise<void> | undefined;

/**
 * Starts everything the first screen waits for at once, as soon as the script runs and while
 * React hydrates: the stored session, a returning person's balances, Home's public data, the
 * language's catalogue, the current route's screen and the session lifecycle. Without this
 * they would load one after another.
 */
export function boot(): Promise<void> {
  if (!booting) {
    hydrateSession();
    // A returning person's balances are asked for first: they need no words and no wallet.
    // The page's first script has usually asked already; its answer is read then.
    const token = getSession().user?.token;
    if (token) prefetchBalances(takeEarlyBalances(token));
    const route = parseHash(window.location.hash).route ?? 'home';
    if (route === 'home') prefetchHome();
    const screen = screenLoaders[route]().catch(() => undefined);
    const language = startLocale().catch((error: unknown) =>
      console.error('language load failed', error),
    );
    booting = Promise.all([language, screen]).then(() => undefined);
    // The session lifecycle (wallet search, sign-in inside a wallet's browser, watchers) needs
    // only the stored session and the words of its messages: it starts now, while the first
    // screen still renders, not after it. It comes with the page's scripts, as the way to the
    // balances starts with it. It runs for the page's lifetime.
    void language.then(() => startSessionLifecycle());
  }
  return booting;
}
