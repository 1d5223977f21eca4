'use client';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { atom, useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { isSignedInAtom } from '@/lib/session/selectors';
import { appStore } from '@/lib/session/store';
import { call } from '../client';
import type {
  DepositRecord,
  FlashExchangeRequest,
  TransferRequest,
  WithdrawRequest,
} from '../contract';
import { queryKeys } from '../query-keys';
import { useOnceMutation } from './use-once-mutation';
import { PAGE_SIZE, usePaged } from './use-paged';

const quiet = { toast: false, loading: false } as const;

/** Balances, every record list and the ledger: whatever any asset action can change. */
export function invalidateAssets(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.user.balance() }),
    client.invalidateQueries({ queryKey: queryKeys.user.records() }),
    client.invalidateQueries({ queryKey: queryKeys.user.ledgerAll() }),
  ]).then(() => undefined);
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

function pendingIds(records: DepositRecord[]): string {
  return records
    .filter((r) => r.status === 'pending')
    .map((r) => r.id)
    .join(',');
}

export function useDepositRecords() {
  const signedIn = useAtomValue(isSignedInAtom);
  const watchUntil = useAtomValue(depositWatchUntilAtom);
  const client = useQueryClient();
  const paged = usePaged(
    queryKeys.user.deposits(),
    (page, signal) =>
      call('GET /api/recharge/records', { page, size: PAGE_SIZE }, { ...quiet, signal }),
    signedIn,
  );
  const pending = pendingIds(paged.items);
  const { refetch } = paged;
  // Poll while a deposit of this visit may still be settling.
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
  // When a pending deposit settles, the balance and the ledger change with it: refresh them once.
  const previous = useRef(pending);
  useEffect(() => {
    const before = previous.current.split(',').filter(Boolean);
    previous.current = pending;
    const now = new Set(pending.split(',').filter(Boolean));
    if (before.some((id) => !now.has(id))) {
      void client.invalidateQueries({ queryKey: queryKeys.user.balance() });
      void client.invalidateQueries({ queryKey: queryKeys.user.ledgerAll() });
    }
  }, [pending, client]);
  return paged;
}

export function useWithdrawRecords() {
  const signedIn = useAtomValue(isSignedInAtom);
  return usePaged(
    queryKeys.user.withdrawals(),
    (page, signal) =>
      call('GET /api/withdraw/records', { page, size: PAGE_SIZE }, { ...quiet, signal }),
    signedIn,
  );
}

export function useTransferRecords() {
  const signedIn = useAtomValue(isSignedInAtom);
  return usePaged(
    queryKeys.user.transfers(),
    (page, signal) =>
      call('GET /api/transfer/records', { page, size: PAGE_SIZE }, { ...quiet, signal }),
    signedIn,
  );
}

export function useFlashRecords() {
  const signedIn = useAtomValue(isSignedInAtom);
  return usePaged(
    queryKeys.user.exchanges(),
    (page, signal) =>
      call('GET /api/flash/records', { page, size: PAGE_SIZE }, { ...quiet, signal }),
    signedIn,
  );
}

/**
 * Confirmed money requests: one per tap, keyed per confirmation (`useOnceMutation`); they show
 * the overlay and the error toast (the client's defaults), then refresh. After an unknown
 * outcome the balance and records are refreshed too: the request may have landed.
 */
export function useWithdraw() {
  const client = useQueryClient();
  return useOnceMutation({
    mutationFn: (request: WithdrawRequest, idempotencyKey: string) =>
      call('POST /api/withdraw', request, { idempotencyKey }),
    onSettled: () => void invalidateAssets(client),
  });
}

export function useTransfer() {
  const client = useQueryClient();
  return useOnceMutation({
    mutationFn: (request: TransferRequest, idempotencyKey: string) =>
      call('POST /api/transfer', request, { idempotencyKey }),
    onSettled: () => void invalidateAssets(client),
  });
}

/** One confirmed exchange: single flight, and an idempotency key shared by its retries. */
export function useFlashExchange() {
  const client = useQueryClient();
  return useOnceMutation({
    mutationFn: (req: FlashExchangeRequest, idempotencyKey: string) =>
      call('POST /api/flash/exchange', req, { idempotencyKey }),
    onSuccess: () => void invalidateAssets(client),
  });
}
