'use client';
import { startTransition, useEffect, useState } from 'react';
import { startApp } from './start-app';

/**
 * Starts the app, from the shell's first effect: once React has hydrated the exported page, so
 * that everything the start writes (the stored session, the language's words, a toast) comes in
 * as an update of the one store, never into the hydration, which must render the page as it was
 * exported. The prerendered page is a guest frame: screens render once the start is done (the stored
 * session and language, and the first screen's chunk).
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
