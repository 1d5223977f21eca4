'use client';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useTransfer, useTransferRecords } from '@/lib/api/queries/assets';
import { transferProblems } from '@/lib/assets/validation';
import { resemblesButDiffers } from '@/lib/numbers/address';
import { sessionAtom } from '@/lib/session/store';
import styles from './Assets.module.css';
import { SendForm, type SendFormText } from './SendForm';

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
  const transfer = useTransfer();
  const own = useAtomValue(sessionAtom).address;
  // Addresses this user has sent to or received from: a near miss of one is worth a warning.
  const known = useTransferRecords().items.map((r) => r.address);
  return (
    <SendForm
      name="transfer-asset"
      text={text}
      recordsRoute="transferRecords"
      own={own}
      validate={(fields) => transferProblems({ ...fields, own })}
      submit={transfer.mutateAsync}
      submitting={transfer.isPending}
      warnAbout={(address) =>
        resemblesButDiffers(address, known) ? t('address.resembles') : undefined
      }
      hint={<p className={styles.hint}>{t('transfer.sameLineHint')}</p>}
    />
  );
}
