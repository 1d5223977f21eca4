'use client';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callerFor, inPlace } from '@/lib/api/client';
import { FRESH_LIVE, FRESH_RARELY } from '@/lib/api/freshness';
import { sharedKeys } from '@/lib/api/query-keys';
import { useOnceMutation } from '@/lib/api/use-once-mutation';
import { moneyEndpoints } from '@/lib/contract/areas/money';
import { publicEndpoints } from '@/lib/contract/areas/public';
import type { Endpoints, FlashExchangeRequest } from '@/lib/contract/contract';

const call = callerFor({ ...publicEndpoints, ...moneyEndpoints });

/** Minimums, fees and rates: public, rarely changing. */
const platformConfigQuery = queryOptions({
  queryKey: sharedKeys.platformConfig,
  queryFn: ({ signal }) => call('GET /api/config', {}, inPlace(signal)),
  ...FRESH_RARELY,
});

export function usePlatformConfig() {
  return useQuery(platformConfigQuery);
}

/** The config as known, else asked for now: what a review needs before it opens. */
export function loadPlatformConfig(client: QueryClient) {
  return client.ensureQueryData(platformConfigQuery);
}

/**
 * The same config, for a screen that quotes from its price: asked again while it is shown (and
 * the tab visible), so the quote is today's, with the time it was read (`dataUpdatedAt`).
 */
export function useLivePlatformConfig() {
  return useQuery({
    queryKey: sharedKeys.platformConfig,
    queryFn: ({ signal }) => call('GET /api/config', {}, inPlace(signal)),
    ...FRESH_LIVE,
  });
}

/** Balances, every record list and the ledger: whatever any asset action can change. */
export function invalidateAssets(client: QueryClient): Promise<void> {
  return Promise.all(
    [sharedKeys.balances, sharedKeys.records, sharedKeys.ledger].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}

/**
 * Confirmed money requests: one per tap, keyed per confirmation (`useOnceMutation`); they show
 * the overlay and the error toast (the client's defaults), then refresh. After an unknown
 * outcome the balance and records are refreshed too: the request may have landed.
 */
function useSend<K extends 'POST /api/withdraw' | 'POST /api/transfer'>(key: K) {
  const client = useQueryClient();
  return useOnceMutation({
    endpoint: key,
    // Each endpoint takes exactly its own request: a withdrawal cannot be sent as a transfer.
    mutationFn: (request: Endpoints[K]['req'], idempotencyKey: string) =>
      call(key, request, { idempotencyKey, notSentInReview: true }),
    onSettled: () => void invalidateAssets(client),
  });
}

export const useWithdraw = () => useSend('POST /api/withdraw');
export const useTransfer = () => useSend('POST /api/transfer');

/**
 * One confirmed exchange: single flight, and an idempotency key shared by its retries. Balances
 * and records refresh whatever the outcome, as after a withdrawal: it may have landed.
 */
export function useFlashExchange() {
  const client = useQueryClient();
  return useOnceMutation({
    endpoint: 'POST /api/flash/exchange',
    mutationFn: (req: FlashExchangeRequest, idempotencyKey: string) =>
      call('POST /api/flash/exchange', req, { idempotencyKey, notSentInReview: true }),
    onSettled: () => void invalidateAssets(client),
  });
}
