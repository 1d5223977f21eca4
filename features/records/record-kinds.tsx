'use client';
import type { ReactNode } from 'react';
import type { Paged } from '@/lib/api/use-paged';
import type {
  DepositRecord,
  FlashExchangeRecord,
  TransferRecord,
  WithdrawRecord,
} from '@/lib/contract/contract';
import type { RouteId } from '@/lib/routes';
import { useDepositRecords, useFlashRecords, useTransferRecords, useWithdrawRecords } from './api';
import { DepositRecordItem } from './DepositRecordItem';
import { FlashRecordItem } from './FlashRecordItem';
import type { RecordKindId } from './record-routes';
import { TransferRecordItem } from './TransferRecordItem';
import { WithdrawRecordItem } from './WithdrawRecordItem';

/** What one record screen shows: its list, its names, and how one record reads. */
interface RecordKind<T> {
  useRecords: () => Paged<T>;
  /** Message keys: the list's accessible name and its empty state. */
  label: string;
  empty: string;
  /** The screen that makes a record of this kind, and the message key of the way there. */
  next: { to: RouteId; label: string };
  itemKey: (record: T) => string | number;
  renderItem: (record: T) => ReactNode;
}

function kind<T>(definition: RecordKind<T>): RecordKind<unknown> {
  return definition as RecordKind<unknown>;
}

export const recordKinds: Record<RecordKindId, RecordKind<unknown>> = {
  deposits: kind<DepositRecord>({
    useRecords: useDepositRecords,
    label: 'records.deposits',
    empty: 'records.emptyDeposits',
    next: { to: 'deposit', label: 'assets.topUp' },
    itemKey: (record) => record.id,
    renderItem: (record) => <DepositRecordItem record={record} />,
  }),
  withdrawals: kind<WithdrawRecord>({
    useRecords: useWithdrawRecords,
    label: 'records.withdrawals',
    empty: 'records.emptyWithdrawals',
    next: { to: 'withdraw', label: 'assets.withdraw' },
    itemKey: (record) => record.id,
    renderItem: (record) => <WithdrawRecordItem record={record} />,
  }),
  exchanges: kind<FlashExchangeRecord>({
    useRecords: useFlashRecords,
    label: 'records.exchanges',
    empty: 'records.emptyExchanges',
    next: { to: 'flashExchange', label: 'assets.flash' },
    itemKey: (record) => record.id,
    renderItem: (record) => <FlashRecordItem record={record} />,
  }),
  transfers: kind<TransferRecord>({
    useRecords: useTransferRecords,
    label: 'records.transfers',
    empty: 'records.emptyTransfers',
    next: { to: 'transfer', label: 'assets.transfer' },
    itemKey: (record) => record.id,
    renderItem: (record) => <TransferRecordItem record={record} />,
  }),
};
