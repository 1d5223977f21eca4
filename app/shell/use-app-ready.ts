'use client';
import { startTransition, useEffect, useState } from 'react';
import { startApp } from './start-app';

/**
 * The prerendered page is a guest frame; the stored session and language are browser-only,
 * so screens render once both (and the first screen's chunk) are loaded. The app's entry has
 * started loading them before hydration (`startApp`); this waits for that start.
 */
export function useAppReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // A transition: the first screen renders in slices that leave the main thread free for
    // input, instead of one long task right after hydration.
    void startApp().finally(() => startTransition(() => setReady(true)));
  }, []);
  return ready;
}
