'use client';
import { useAtomValue } from 'jotai';
import { Suspense, useEffect } from 'react';
import { DelayedSpinner } from '@/components/ui/DelayedSpinner';
import { useLocation } from '@/lib/router';
import { replace } from '@/lib/router/navigation';
import { routes } from '@/lib/routes';
import { isSignedInAtom } from '@/lib/session/selectors';
import { ConnectToContinue } from './ConnectToContinue';
import { forgetScreen, lazyScreen } from './lazy-screens';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

/**
 * Renders the screen of the current hash route. An unknown route goes home; a guest on a screen
 * that needs a wallet is asked to connect, and the screen opens once they have.
 */
export function ScreenOutlet() {
  const { route, query } = useLocation();
  const signedIn = useAtomValue(isSignedInAtom);

  useEffect(() => {
    if (!route) replace('home');
  }, [route]);

  if (!route) return null;
  if (routes[route].needsLogin && !signedIn) return <ConnectToContinue />;
  const Screen = lazyScreen(route);
  return (
    <ScreenErrorBoundary key={route} onRetry={() => forgetScreen(route)}>
      <Suspense fallback={<DelayedSpinner />}>
        <Screen query={query} />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
