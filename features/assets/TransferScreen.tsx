'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useTransferRecords } from '@/features/records/api';
import { loadPlatformConfig, usePlatformConfig, useTransfer } from './api';
import styles from './assets.module.css';
import { SendForm, type SendFormText } from './SendForm';
import { useKnownAddresses } from './use-known-addresses';
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
  notSent: 'app.notSentTransfer',
  records: 'assets.transferRecords',
};

export default function TransferScreen() {
  const t = useTranslations();
  const platform = usePlatformConfig();
  const client = useQueryClient();
  const transfer = useTransfer();
  // Addresses this user has sent to or received from.
  const { own, known } = useKnownAddresses(useTransferRecords().items);
  return (
    <SendForm
      name="transfer-asset"
      route="transfer"
      text={text}
      recordsRoute="transferRecords"
      own={own}
      minimum={platform.data?.minTransfer}
      loadMinimum={() => loadPlatformConfig(client).then((c) => c.minTransfer)}
      validate={(fields) => transferProblems({ ...fields, own })}
      submit={transfer.run}
      submitting={transfer.busy}
      outcomeUnknown={transfer.outcomeUnknown}
      notSent={transfer.notSent}
      unanswered={transfer.unanswered}
      forgetOutcome={transfer.forgetOutcome}
      known={known}
      hint={() => <p className={styles.hint}>{t('transfer.sameLineHint')}</p>}
    />
  );
}
