/**
 * The app's one deposit runner: the flow of `lib/chain/deposit-flow.ts` wired to the real
 * wallet, API, session, overlay and toasts. One per page, so its in-memory "running" state
 * is what tells a live deposit from a flag left by a page that is gone.
 */
import { atom } from 'jotai';
import type { Hash } from 'viem';
import { invalidateAssets } from '@/features/assets/api';
import { depositRecordsKey, watchDeposits, watchRejectedDeposit } from '@/features/records/api';
import { isApiError } from '@/lib/api/api-error';
import { callerFor, inPlace } from '@/lib/api/client';
import { queryClient } from '@/lib/api/query-client';
import * as wallet from '@/lib/chain/wallet';
import { testTiming } from '@/lib/config';
import { moneyEndpoints } from '@/lib/contract/areas/money';
import { classifyWalletError, walletMessageKey } from '@/lib/errors/wallet-errors';
import { beginLoading } from '@/lib/feedback/loading';
import { toast } from '@/lib/feedback/toast';
import { appStore, getSession, setSession } from '@/lib/session/store';
import {
  createDepositRunner,
  type DepositStep,
  DepositUnansweredError,
  OrderMismatchError,
  OrderTakenError,
  RECEIPT_WAIT_MS,
  validPendingTxs,
  WATCH_RETRY_MS,
} from './deposit-flow';
import { invalidateWalletBalances } from './wallet-balance';

const call = callerFor(moneyEndpoints);

/** The step shown beside the overlay while a deposit runs, with its transaction; null otherwise. */
export const depositStepAtom = atom<{ step: DepositStep; hash?: Hash } | null>(null);

function refresh(): void {
  watchDeposits();
  void invalidateAssets(queryClient);
  void invalidateWalletBalances(queryClient);
}

export const depositRunner = createDepositRunner({
  ensureNetwork: wallet.ensureNetwork,
  chain: async () => wallet,
  createOrder: async (request, idempotencyKey) => {
    const order = await call('POST /api/recharge/create', request, { idempotencyKey });
    // The new order is listed as pending at once, and polled until the API settles it.
    watchDeposits();
    void queryClient.invalidateQueries({ queryKey: depositRecordsKey });
    return order;
  },
  cancelOrder: async (request) => {
    await call('POST /api/recharge/cancel', request, inPlace());
    if (request.reason === 'rejected') watchRejectedDeposit(request.orderNo);
  },
  flag: {
    get: () => getSession().depositInProgress,
    set: (on) => setSession({ depositInProgress: on }),
  },
  pending: {
    get: () => validPendingTxs(getSession().pendingTxs),
    set: (list) => setSession({ pendingTxs: list }),
  },
  receiptWaitMs: () => testTiming('receiptWaitMs', RECEIPT_WAIT_MS),
  watchRetryMs: () => testTiming('watchRetryMs', WATCH_RETRY_MS),
  beginLoading,
  onStep: (step, hash) => appStore.set(depositStepAtom, step ? { step, hash } : null),
  toastSuccess: (key) => toast.success(key),
  toastError: (key) => toast.error(key),
  toastInfo: (key) => toast.info(key),
  failureKey: (error) => {
    if (isApiError(error)) return null; // the API client already showed its message
    if (error instanceof OrderMismatchError) return 'deposit.orderMismatch';
    if (error instanceof OrderTakenError) return 'deposit.orderTaken';
    // The screen says it, and keeps saying it: a toast would be gone before it is read.
    if (error instanceof DepositUnansweredError) return null;
    return walletMessageKey(error);
  },
  isRejection: (error) => !isApiError(error) && classifyWalletError(error) === 'rejected',
  mayHaveSent: (error) => {
    if (isApiError(error)) return false;
    const failure = classifyWalletError(error);
    return failure === 'network' || failure === 'unknown';
  },
  refresh,
});

/** Runs a deposit; after one goes through or ends, the records and balances are refreshed. */
export async function startDeposit(
  ...args: Parameters<typeof depositRunner.run>
): ReturnType<typeof depositRunner.run> {
  const outcome = await depositRunner.run(...args);
  if (outcome.status === 'success' || outcome.status === 'failed' || outcome.status === 'pending')
    refresh();
  return outcome;
}
