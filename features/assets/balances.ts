'use client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { callerFor, inPlace } from '@/lib/api/client';
import { FRESH_OFTEN } from '@/lib/api/freshness';
import { queryClient } from '@/lib/api/query-client';
import { sharedKeys } from '@/lib/api/query-keys';
import { accountEndpoints } from '@/lib/contract/areas/account';
import { isSignedInAtom } from '@/lib/session/selectors';
import { appStore, getSession, sessionAtom } from '@/lib/session/store';

const call = callerFor(accountEndpoints);

// Apart from the asset actions (api.ts): a returning person's start asks for the balances, and
// needs none of the money requests' code for that.

const askBalances = (signal?: AbortSignal) => call('GET /api/user/balance', {}, inPlace(signal));

/** The one request for the balances. */
const balancesQuery = queryOptions({
  queryKey: sharedKeys.balances,
  queryFn: ({ signal }) => askBalances(signal),
  ...FRESH_OFTEN,
});

export function useBalances() {
  const signedIn = useAtomValue(isSignedInAtom);
  return useQuery({ ...balancesQuery, enabled: signedIn });
}

/** The balances as known, else asked for now: what a review needs before it opens. */
export function loadBalances() {
  return queryClient.ensureQueryData(balancesQuery);
}

/**
 * Asks for the balances the moment the session holds a new token (a returning person's start,
 * a sign-in), so the request is on its way while the screen renders for the signed-in person.
 * Started once by the app's start (`startApp`), for the page's lifetime; returns the unsubscribe.
 */
export function followBalances(): () => void {
  let asked: string | undefined;
  const ask = () => {
    const token = getSession().user?.token;
    // Not cancellable: the screen that shows them mounts as the one before it (a guest's Home,
    // which watches them too) unmounts, and a request whose last watcher leaves is cancelled,
    // and asked again by the next.
    if (token && token !== asked)
      void queryClient.prefetchQuery({ ...balancesQuery, queryFn: () => askBalances() });
    asked = token;
  };
  ask();
  return appStore.sub(sessionAtom, ask);
}
