'use client';
import { useMemo, useSyncExternalStore } from 'react';
import { type Location, parseHash } from './hash';
import { getHash, subscribe } from './navigation';

const serverHash = () => '';

/** The current hash location; re-renders on every hash change. */
export function useLocation(): Location {
  const hash = useSyncExternalStore(subscribe, getHash, serverHash);
  return useMemo(() => parseHash(hash), [hash]);
}
