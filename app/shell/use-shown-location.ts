'use client';
import { useDeferredValue } from 'react';
import { type Location, useLocation } from '@/lib/router';

/**
 * The location whose screen is on show, and whether the address is already ahead of it. A screen
 * opened for the first time, whose code is still on its way, does not take over at once: the
 * screen before stays, with its title and tabs, until the new one can be drawn. A placeholder in
 * between would hold the new screen back until 300 ms after the placeholder showed (React's
 * reveal throttle), however soon its code came. Every part that names the screen reads this, so
 * they change together.
 */
export function useShownLocation(): Location & { pending: boolean } {
  const location = useLocation();
  const shown = useDeferredValue(location);
  return { ...shown, pending: shown !== location };
}
