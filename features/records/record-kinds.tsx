'use client';
import type { ReactNode } from 'react';
import type { Paged } from '@/lib/api/use-paged';
import type {
  DepositRecord,
  FlashExchangeRecord,
  TransferRecord,
  WithdrawRecord,
} from '@/lib/contract/contract';
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
    itemKey: (record) => record.id,
    renderItem: (record) => <DepositRecordItem record={record} />,
  }),
  withdrawals: kind<WithdrawRecord>({
    useRecords: useWithdrawRecords,
    label: 'records.withdrawals',
    empty: 'records.emptyWithdrawals',
    itemKey: (record) => record.id,
    renderItem: (record) => <WithdrawRecordItem record={record} />,
  }),
  exchanges: kind<FlashExchangeRecord>({
    useRecords: useFlashRecords,
    label: 'records.exchanges',
    empty: 'records.emptyExchanges',
    itemKey: (record) => record.id,
    renderItem: (record) => <FlashRecordItem record={record} />,
  }),
  transfers: kind<TransferRecord>({
    useRecords: useTransferRecords,
    label: 'records.transfers',
    empty: 'records.emptyTransfers',
    itemKey: (record) => record.id,
    renderItem: (record) => <TransferRecordItem record={record} />,
  }),
};
