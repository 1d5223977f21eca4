'use client';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useTransferRecords } from '@/features/records/api';
import { sessionAtom } from '@/lib/session/store';
import { usePlatformConfig, useTransfer } from './api';
import styles from './assets.module.css';
import { SendForm, type SendFormText } from './SendForm';
import { transferProblems } from './validation';

const text: SendFormText = {
  asset: 'transfer.asset',
  address: 'transfer.address',
  addressPlaceholder: 'transfer.addressPlaceholder',
  amount: 'transfer.amount',
  amountPlaceholder: 'transfer.amountPlaceholder',
  submit: 'transfer.submit',
  confirmText: 'transfer.confirmText',
  submitted: 'transfer.submitted',
  records: 'assets.transferRecords',
};

export default function TransferScreen() {
  const t = useTranslations();
  const platform = usePlatformConfig();
  const transfer = useTransfer();
  const own = useAtomValue(sessionAtom).address;
  // Addresses this user has sent to or received from: a near miss of one is worth a warning.
  const records = useTransferRecords().items;
  const known = useMemo(
    () => [...(own ? [own] : []), ...records.map((r) => r.address)],
    [own, records],
  );
  return (
    <SendForm
      name="transfer-asset"
      text={text}
      recordsRoute="transferRecords"
      own={own}
      minimum={platform.data?.minTransfer}
      validate={(fields) => transferProblems({ ...fields, own })}
      submit={transfer.run}
      submitting={transfer.busy}
      known={known}
      hint={<p className={styles.hint}>{t('transfer.sameLineHint')}</p>}
    />
  );
}
