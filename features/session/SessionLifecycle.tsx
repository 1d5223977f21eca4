'use client';
import { useEffect } from 'react';

/**
 * Starts the wallet and session watchers once the shell is ready. Renders nothing; the
 * lifecycle code loads after first paint, it is not needed to draw the page.
 */
export function SessionLifecycle() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./lifecycle').then(({ startSessionLifecycle }) => {
      if (!cancelled) stop = startSessionLifecycle();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  return null;
}
