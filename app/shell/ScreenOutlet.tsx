'use client';
import { useAtomValue } from 'jotai';
import { Suspense, useEffect } from 'react';
import { DelayedSpinner } from '@/components/ui/DelayedSpinner';
import { replace } from '@/lib/router/navigation';
import { routes } from '@/lib/routes';
import { isSignedInAtom } from '@/lib/session/selectors';
import styles from './AppShell.module.css';
import { ConnectToContinue } from './ConnectToContinue';
import { forgetScreen, lazyScreen } from './lazy-screens';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { useShownLocation } from './use-shown-location';

/**
 * Renders the screen of the current hash route. An unknown route goes home; a guest on a screen
 * that needs a wallet is asked to connect, and the screen opens once they have. A screen opened
 * for the first time shows once its code is in, the one before staying meanwhile
 * (`useShownLocation`); past a moment, a loading line over it says why nothing has changed yet.
 */
export function ScreenOutlet() {
  const { route, query, pending } = useShownLocation();
  const signedIn = useAtomValue(isSignedInAtom);

  useEffect(() => {
    if (!route) replace('home');
  }, [route]);

  if (!route) return null;
  const Screen = lazyScreen(route);
  return (
    <>
      {pending ? (
        <div className={styles.pending}>
          <DelayedSpinner />
        </div>
      ) : null}
      {/* One boundary for every screen: a screen that suspends in the deferred render keeps the
          one before on show, where a new boundary would show its placeholder at once. */}
      <Suspense fallback={<DelayedSpinner />}>
        {routes[route].needsLogin && !signedIn ? (
          <ConnectToContinue />
        ) : (
          <ScreenErrorBoundary key={route} onRetry={() => forgetScreen(route)}>
            <Screen query={query} />
          </ScreenErrorBoundary>
        )}
      </Suspense>
    </>
  );
}
