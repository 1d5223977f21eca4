'use client';
import { startTransition, useEffect, useState } from 'react';
import { boot } from './boot';

// Module scope: the work starts while React is still hydrating, not after it.
if (typeof window !== 'undefined') void boot();

/**
 * The prerendered page is a guest frame; the stored session and language are browser-only,
 * so screens render once both (and the first screen's chunk) are loaded.
 */
export function useAppReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // A transition: the first screen renders in slices that leave the main thread free for
    // input, instead of one long task right after hydration.
    void boot().finally(() => startTransition(() => setReady(true)));
  }, []);
  return ready;
}
