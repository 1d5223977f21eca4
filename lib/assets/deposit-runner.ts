/**
 * The app's one deposit runner: the flow of `lib/chain/deposit-flow.ts` wired to the real
 * wallet, API, session flag, overlay and toasts. One per page, so its in-memory "running" state
 * is what tells a live deposit from a flag left by a page that is gone.
 */
import { atom } from 'jotai';
import { isApiError } from '@/lib/api/api-error';
import { call } from '@/lib/api/client';
import { invalidateAssets, watchDeposits } from '@/lib/api/queries/assets';
import { queryClient } from '@/lib/api/query-client';
import { queryKeys } from '@/lib/api/query-keys';
import { ensureNetwork } from '@/lib/auth/ensure-network';
import {
  createDepositRunner,
  type DepositStep,
  OrderMismatchError,
} from '@/lib/chain/deposit-flow';
import { loadWallet } from '@/lib/chain/wallet';
import { walletMessageKey } from '@/lib/errors/wallet-errors';
import { beginLoading } from '@/lib/feedback/loading';
import { toast } from '@/lib/feedback/toast';
import { appStore, getSession, setSession } from '@/lib/session/store';

/** The step shown beside the overlay while a deposit runs; null otherwise. */
export const depositStepAtom = atom<DepositStep | null>(null);

export const depositRunner = createDepositRunner({
  ensureNetwork,
  chain: loadWallet,
  createOrder: async (request) => {
    const order = await call('POST /api/recharge/create', request);
    // The new order is listed as pending at once, and polled until the API settles it.
    watchDeposits();
    void queryClient.invalidateQueries({ queryKey: queryKeys.user.deposits() });
    return order;
  },
  flag: {
    get: () => getSession().rechargeInProgress,
    set: (on) => setSession({ rechargeInProgress: on }),
  },
  beginLoading,
  onStep: (step) => appStore.set(depositStepAtom, step),
  toastSuccess: (key) => toast.success(key),
  toastError: (key) => toast.error(key),
  failureKey: (error) => {
    if (isApiError(error)) return null; // the API client already showed its message
    if (error instanceof OrderMismatchError) return 'deposit.orderMismatch';
    return walletMessageKey(error);
  },
});

/** Runs a deposit; after one goes through, the records are polled until the API settles it. */
export async function startDeposit(
  request: Parameters<typeof depositRunner.run>[0],
): ReturnType<typeof depositRunner.run> {
  const outcome = await depositRunner.run(request);
  if (outcome.status === 'success' || outcome.status === 'failed') {
    watchDeposits();
    void invalidateAssets(queryClient);
  }
  return outcome;
}
