'use client';
import { useQuery } from '@tanstack/react-query';
import { call, inPlace } from '@/lib/api/client';
import { FRESH_OFTEN } from '@/lib/api/freshness';
import { sharedKeys } from '@/lib/api/query-keys';

/** The platform's totals shown on Home. */
export function useNetworkStats() {
  return useQuery({
    queryKey: sharedKeys.networkStats,
    queryFn: ({ signal }) => call('GET /api/home/stats', {}, inPlace(signal)),
    ...FRESH_OFTEN,
  });
}
