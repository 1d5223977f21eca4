'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { isApiError } from '@/lib/api/api-error';
import { callerFor, inPlace } from '@/lib/api/client';
import { FRESH_OFTEN, FRESH_RARELY } from '@/lib/api/freshness';
import { outcomeUnknown } from '@/lib/api/idempotency';
import { sharedKeys, userKey } from '@/lib/api/query-keys';
import { useOnceMutation } from '@/lib/api/use-once-mutation';
import { PAGE_SIZE, usePaged } from '@/lib/api/use-paged';
import { useUserRead } from '@/lib/api/use-user-read';
import { stakingEndpoints } from '@/lib/contract/areas/staking';
import type {
  BuyRequest,
  StakingOrder,
  StakingOrderStatus,
  StakingOrdersPage,
} from '@/lib/contract/contract';
import { toast } from '@/lib/feedback/toast';
import { isSignedInAtom } from '@/lib/session/selectors';

const call = callerFor(stakingEndpoints);

export const stakingKeys = {
  packages: sharedKeys.stakingPackages,
  methods: userKey('staking', 'methods'),
  orders: sharedKeys.stakingOrders,
  earnings: userKey('staking', 'earnings'),
};

/** Codes after which the packages on screen are out of date (taken off sale, sold out). */
const STALE_PACKAGE_CODES = new Set([1040, 1041]);

export function useStakingPackages() {
  return useUserRead(stakingKeys.packages, stakingEndpoints, 'GET /api/box/packages', FRESH_OFTEN);
}

/** The daily output of the last 30 days, summed by the server from the ledger. */
export function useEarnings() {
  return useUserRead(stakingKeys.earnings, stakingEndpoints, 'GET /api/box/earnings', FRESH_OFTEN);
}

export function useStakingMethods() {
  return useUserRead(stakingKeys.methods, stakingEndpoints, 'GET /api/box/methods', FRESH_RARELY);
}

/**
 * The user's staking orders of one status, page by page, with the summary (over all orders) the
 * first page carries. The server filters, so every page of a filter is full.
 */
export function useStakingOrders(status: StakingOrderStatus) {
  const signedIn = useAtomValue(isSignedInAtom);
  const paged = usePaged(
    [...stakingKeys.orders, status],
    // This list refreshes in place: no overlay, no toast.
    (page, signal) =>
      call('GET /api/box/myBoxLists', { page, size: PAGE_SIZE, status }, inPlace(signal)),
    signedIn,
  );
  // Every page of this endpoint is a StakingOrdersPage; the paging helper only keeps `Page<T>`.
  const first = paged.data?.pages[0] as StakingOrdersPage | undefined;
  const summary = first
    ? {
        remainingBoost: first.remainingBoost,
        dailyIncome: first.dailyIncome,
        todayOutput: first.todayOutput,
      }
    : undefined;
  return { ...paged, summary };
}

/** Buys one machine: one tap, one request; balances, orders and totals refresh afterwards. */
export function useBuyPackage(onBought?: (order: StakingOrder) => void) {
  const queryClient = useQueryClient();
  const refreshAfterBuying = () => {
    for (const queryKey of [
      sharedKeys.balances,
      stakingKeys.orders,
      stakingKeys.packages,
      sharedKeys.teamStats,
      sharedKeys.networkStats,
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
  return useOnceMutation<StakingOrder, BuyRequest>({
    endpoint: 'POST /api/box/buy',
    // The client shows the overlay and the code's message (1015, 1021, 1040, 1041, 1042);
    // offline, the review says that nothing was sent.
    mutationFn: (request, idempotencyKey) =>
      call('POST /api/box/buy', request, { idempotencyKey, notSentInReview: true }),
    onSuccess: (order) => {
      toast.success('staking.success');
      refreshAfterBuying();
      onBought?.(order);
    },
    onError: (error) => {
      // No readable answer: the machine may have been bought, so what it changes is read again.
      if (outcomeUnknown(error)) refreshAfterBuying();
      else if (isApiError(error) && STALE_PACKAGE_CODES.has(error.code)) {
        void queryClient.invalidateQueries({ queryKey: stakingKeys.packages });
      }
    },
  });
}
