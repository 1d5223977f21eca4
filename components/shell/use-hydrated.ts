'use client';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the exported HTML and while React adopts it, true from then on. Controls drawn in the
 * exported HTML stay disabled until then: a tap before the app runs would be lost without a sign.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
