'use client';
import { useEffect, useState } from 'react';
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
    void boot().finally(() => setReady(true));
  }, []);
  return ready;
}
