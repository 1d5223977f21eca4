'use client';
import { useAtomValue } from 'jotai';
import { Suspense, useEffect } from 'react';
import { useLocation } from '@/lib/router';
import { replace } from '@/lib/router/navigation';
import { routes } from '@/lib/routes';
import { isSignedInAtom } from '@/lib/session/selectors';
import { DelayedSpinner } from '../ui/DelayedSpinner';
import { forgetScreen, lazyScreen } from './lazy-screens';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

/** Renders the screen of the current hash route; unknown routes and guests go home. */
export function ScreenOutlet() {
  const { route, query } = useLocation();
  const signedIn = useAtomValue(isSignedInAtom);
  const blocked = !route || (routes[route].needsLogin && !signedIn);

  useEffect(() => {
    if (blocked) replace('home');
  }, [blocked]);

  if (blocked) return null;
  const Screen = lazyScreen(route);
  return (
    <ScreenErrorBoundary key={route} onRetry={() => forgetScreen(route)}>
      <Suspense fallback={<DelayedSpinner />}>
        <Screen query={query} />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
