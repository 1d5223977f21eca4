'use client';
import { useQueryClient } from '@tanstack/react-query';
import { atom, useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { callerFor, inPlace } from '@/lib/api/client';
import { sharedKeys } from '@/lib/api/query-keys';
import { PAGE_SIZE, usePaged } from '@/lib/api/use-paged';
import { moneyEndpoints } from '@/lib/contract/areas/money';
import type { AssetSymbol, DepositRecord, Page } from '@/lib/contract/contract';
import { isSignedInAtom } from '@/lib/session/selectors';
import { appStore } from '@/lib/session/store';

const call = callerFor(moneyEndpoints);

/** One record list's key: under `sharedKeys.records`, so asset actions refresh every list. */
export const recordsKey = (kind: string) => [...sharedKeys.records, kind] as const;

/** A signed-in user's record list, page by page, from an endpoint that takes `{ page, size }`. */
export function useRecordList<T>(
  kind: string,
  fetchPage: (query: { page: number; size: number }, signal: AbortSignal) => Promise<Page<T>>,
) {
  const signedIn = useAtomValue(isSignedInAtom);
  return usePaged(
    recordsKey(kind),
    (page, signal) => fetchPage({ page, size: PAGE_SIZE }, signal),
    signedIn,
  );
}

/**
 * Until when deposit records are polled: the API settles a deposit when it sees the vault's
 * event, a few seconds after the receipt, so the list is refetched for a while after one.
 */
const depositWatchUntilAtom = atom(0);
export const DEPOSIT_WATCH_MS = 60_000;
const DEPOSIT_POLL_MS = 1_000;

export function watchDeposits(now = Date.now()): void {
  appStore.set(depositWatchUntilAtom, now + DEPOSIT_WATCH_MS);
}

/**
 * Orders this visit reported as refused in the wallet. A wallet may say "rejected" of a
 * transaction that still went out (a timeout in the wallet, a second tap); the API then credits
 * the payment and the record turns from Cancelled to Success, so these are watched as long as a
 * pending deposit is.
 */
const rejectedOrdersAtom = atom<ReadonlySet<string>>(new Set<string>());

export function watchRejectedDeposit(orderNo: string, now = Date.now()): void {
  appStore.set(rejectedOrdersAtom, (before) => new Set(before).add(orderNo));
  watchDeposits(now);
}

export const depositRecordsKey = recordsKey('deposits');

/** The records that may still change by themselves: pending ones, and those refused here. */
function watchedIds(records: DepositRecord[], rejected: ReadonlySet<string>): string {
  return records
    .filter((r) => r.status === 'pending' || (r.status === 'cancelled' && rejected.has(r.orderNo)))
    .map((r) => r.id)
    .join(',');
}

/** Deposit records, polled while a deposit of this visit may still be settling. */
export function useDepositRecords() {
  const watchUntil = useAtomValue(depositWatchUntilAtom);
  const rejected = useAtomValue(rejectedOrdersAtom);
  const client = useQueryClient();
  const paged = useRecordList('deposits', (query, signal) =>
    call('GET /api/recharge/records', query, inPlace(signal)),
  );
  const pending = watchedIds(paged.items, rejected);
  const { refetch } = paged;
  useEffect(() => {
    if (!pending) return;
    const left = watchUntil - Date.now();
    if (left <= 0) return;
    const timer = setInterval(() => {
      if (Date.now() < watchUntil) void refetch();
    }, DEPOSIT_POLL_MS);
    const stop = setTimeout(() => clearInterval(timer), left);
    return () => {
      clearInterval(timer);
      clearTimeout(stop);
    };
  }, [pending, watchUntil, refetch]);
  // When a watched deposit settles, the balance and the ledger change with it: refresh them once.
  const previous = useRef(pending);
  useEffect(() => {
    const before = previous.current.split(',').filter(Boolean);
    previous.current = pending;
    const now = new Set(pending.split(',').filter(Boolean));
    if (before.some((id) => !now.has(id))) {
      void client.invalidateQueries({ queryKey: sharedKeys.balances });
      void client.invalidateQueries({ queryKey: sharedKeys.ledger });
    }
  }, [pending, client]);
  return paged;
}

export function useWithdrawRecords() {
  return useRecordList('withdrawals', (query, signal) =>
    call('GET /api/withdraw/records', query, inPlace(signal)),
  );
}

export function useTransferRecords() {
  return useRecordList('transfers', (query, signal) =>
    call('GET /api/transfer/records', query, inPlace(signal)),
  );
}

export function useFlashRecords() {
  return useRecordList('exchanges', (query, signal) =>
    call('GET /api/flash/records', query, inPlace(signal)),
  );
}

export function useLedger(symbol: AssetSymbol | 'all') {
  const signedIn = useAtomValue(isSignedInAtom);
  return usePaged(
    [...sharedKeys.ledger, symbol],
    (page, signal) =>
      call(
        'GET /api/flow/list',
        { page, size: PAGE_SIZE, ...(symbol === 'all' ? {} : { symbol }) },
        inPlace(signal),
      ),
    signedIn,
  );
}
