'use client';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { EndpointKey, Endpoints } from '@/lib/contract/contract';
import { isSignedInAtom } from '@/lib/session/selectors';
import { callerFor, type EndpointTable, inPlace } from './client';
import type { FRESH_OFTEN, FRESH_RARELY } from './freshness';

/** The GET endpoints that take no request data. */
type PlainReadKey = {
  [K in EndpointKey]: K extends `GET ${string}`
    ? Record<string, never> extends Endpoints[K]['req']
      ? K
      : never
    : never;
}[EndpointKey];

/**
 * A read of the signed-in person's own data that a screen shows in place: asked only while
 * someone is signed in, at the freshness the caller names. `table` is the area that holds `key`.
 */
export function useUserRead<T extends EndpointTable, K extends PlainReadKey & keyof T>(
  queryKey: QueryKey,
  table: T,
  key: K,
  freshness: typeof FRESH_OFTEN | typeof FRESH_RARELY,
) {
  const call = callerFor(table);
  const signedIn = useAtomValue(isSignedInAtom);
  return useQuery({
    queryKey,
    enabled: signedIn,
    // PlainReadKey admits only endpoints whose request is empty, which TypeScript cannot see
    // through the generic index.
    queryFn: ({ signal }) => call(key, {} as Endpoints[K]['req'], inPlace(signal)),
    ...freshness,
  });
}
