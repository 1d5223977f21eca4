'use client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { call, inPlace } from '@/lib/api/client';
import { FRESH_OFTEN } from '@/lib/api/freshness';
import { queryClient } from '@/lib/api/query-client';
import { sharedKeys } from '@/lib/api/query-keys';
import type { EarlyAnswer } from '@/lib/session/early-requests';
import { isSignedInAtom } from '@/lib/session/selectors';

// Apart from the asset actions (api.ts): a returning person's start asks for the balances, and
// needs none of the money requests' code for that.

const balancesQuery = queryOptions({
  queryKey: sharedKeys.balances,
  queryFn: ({ signal }) => call('GET /api/user/balance', {}, inPlace(signal)),
  ...FRESH_OFTEN,
});

export function useBalances() {
  const signedIn = useAtomValue(isSignedInAtom);
  return useQuery({ ...balancesQuery, enabled: signedIn });
}

/**
 * Asks for the balances the moment a token exists (right after login), so the request is on
 * its way while the screen re-renders for the signed-in person. With `early` (the page's first
 * script already asked), its answer is read instead; any later fetch asks anew.
 */
export function prefetchBalances(early?: EarlyAnswer): void {
  let answer = early?.response;
  void queryClient.prefetchQuery({
    ...balancesQuery,
    queryFn: ({ signal }) => {
      const options = { ...inPlace(signal), answer };
      answer = undefined;
      return call('GET /api/user/balance', {}, options);
    },
  });
}
