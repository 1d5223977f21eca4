'use client';
import { useCallback, useRef, useState } from 'react';

/**
 * One tap, one request: a second call while the first runs is dropped synchronously, before
 * React has re-rendered the button as busy. `busy` drives the button's progress state.
 */
export function useSingleFlight() {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async <T>(task: () => Promise<T>): Promise<T | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setBusy(true);
    try {
      return await task();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);
  return { run, busy };
}
