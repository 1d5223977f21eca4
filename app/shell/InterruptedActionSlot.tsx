'use client';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { hasInterruptedAction } from '@/lib/feedback/interrupted-key';
import { isSignedInAtom } from '@/lib/session/selectors';

// Needed only after a session ended mid-action: its code loads then, not with every start.
const InterruptedActionBanner = lazy(() => import('./InterruptedActionBanner'));

/** The banner of an action a session end left unsent, while there is one. */
export function InterruptedActionSlot() {
  const signedIn = useAtomValue(isSignedInAtom);
  const [left, setLeft] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: looked at again as the session starts or ends (the ending writes it just before this runs)
  useEffect(() => {
    setLeft(hasInterruptedAction());
  }, [signedIn]);
  return left ? (
    <Suspense fallback={null}>
      <InterruptedActionBanner />
    </Suspense>
  ) : null;
}
