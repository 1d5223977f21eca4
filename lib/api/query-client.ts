import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { userScope } from './query-keys';
import { onSessionEnd } from './session-end';

export const queryClient = new QueryClient({
  defaultOptions: {
    // Offline, react-query would pause calls and fire them whenever the network returns: a
    // transfer could then leave minutes later, unseen. Every call runs now and fails plainly.
    queries: {
      networkMode: 'always',
      // A server code is an answer, not a glitch: only transport failures are retried, once.
      retry: (count, error) => count < 1 && isApiError(error) && error.kind === 'network',
      staleTime: 15_000,
      gcTime: 5 * 60_000,
      // Back online or back in the app: what is on screen is fetched again, failed or stale,
      // so a screen showing "You are offline" recovers without a tap.
      refetchOnReconnect: 'always',
      refetchOnWindowFocus: true,
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});

// Another user's data must never flash on screen after a sign-out or account change.
onSessionEnd(() => queryClient.removeQueries({ queryKey: userScope }));

/**
 * Back online, every query that failed runs again, on screen or not. The query library assumes
 * a page starts online, so a page the service worker opened offline would never see the
 * connection "come back" (its cards stayed "You are offline"): it is told the truth first.
 */
export function recoverWhenOnline(client: QueryClient, online = () => navigator.onLine): void {
  onlineManager.setOnline(online());
  onlineManager.subscribe((isOnline) => {
    if (!isOnline) return;
    void client.refetchQueries(
      { predicate: (query) => query.state.status === 'error' },
      // One request per query: one that reconnecting already refetches is not asked twice.
      { cancelRefetch: false },
    );
  });
}

if (typeof window !== 'undefined') recoverWhenOnline(queryClient);
