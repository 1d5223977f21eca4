'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { toast } from '@/lib/feedback/toast';
import { isSignedInAtom } from '@/lib/session/selectors';
import { isApiError } from '../api-error';
import { call } from '../client';
import type { BuyRequest, StakingOrder, StakingOrdersPage } from '../contract';
import { queryKeys } from '../query-keys';
import { useOnceMutation } from './use-once-mutation';
import { PAGE_SIZE, usePaged } from './use-paged';

/** Codes after which the packages on screen are out of date (taken off sale, sold out). */
const STALE_PACKAGE_CODES = new Set([1040, 1041]);

/** The user's staking orders, page by page, with the summary the first page carries. */
export function useStakingOrders() {
  const signedIn = useAtomValue(isSignedInAtom);
  const paged = usePaged(
    queryKeys.user.orders(),
    (page, signal) =>
      // This list refreshes in place: no overlay (the client skips it too), no toast.
      call(
        'GET /api/box/myBoxLists',
        { page, size: PAGE_SIZE },
        { toast: false, loading: false, signal },
      ),
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
  return useOnceMutation<StakingOrder, BuyRequest>({
    // The client shows the overlay and the code's message (1015, 1021, 1040, 1041, 1042).
    mutationFn: (request, idempotencyKey) => call('POST /api/box/buy', request, { idempotencyKey }),
    onSuccess: (order) => {
      toast.success('pledge.success');
      for (const queryKey of [
        queryKeys.user.balance(),
        queryKeys.user.orders(),
        queryKeys.user.packages(),
        queryKeys.user.teamStats(),
        queryKeys.stats(),
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      onBought?.(order);
    },
    onError: (error) => {
      if (isApiError(error) && STALE_PACKAGE_CODES.has(error.code)) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.user.packages() });
      }
    },
  });
}
