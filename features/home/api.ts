'use client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { latestAnnouncementsQuery } from '@/features/announcements/api';
import { callerFor, inPlace } from '@/lib/api/client';
import { FRESH_OFTEN } from '@/lib/api/freshness';
import { queryClient } from '@/lib/api/query-client';
import { sharedKeys } from '@/lib/api/query-keys';
import { publicEndpoints } from '@/lib/contract/areas/public';

const call = callerFor(publicEndpoints);

const networkStatsQuery = queryOptions({
  queryKey: sharedKeys.networkStats,
  queryFn: ({ signal }) => call('GET /api/home/stats', {}, inPlace(signal)),
  ...FRESH_OFTEN,
});

/** The platform's totals shown on Home. */
export function useNetworkStats() {
  return useQuery(networkStatsQuery);
}

/**
 * Asks for what Home shows everyone (the platform's totals and the latest notices) as the page
 * starts, so the answers are on their way while the screen renders rather than after it.
 */
export function prefetchHome(): void {
  void queryClient.prefetchQuery(networkStatsQuery);
  void queryClient.prefetchQuery(latestAnnouncementsQuery);
}
