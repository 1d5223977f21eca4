'use client';
import { useTranslations } from 'next-intl';
import { useWithdraw } from '@/lib/api/queries/assets';
import { usePlatformConfig } from '@/lib/api/queries/public';
import { withdrawProblems } from '@/lib/assets/validation';
import styles from './Assets.module.css';
import { SendForm, type SendFormText } from './SendForm';

const text: SendFormText = {
  asset: 'withdraw.asset',
  address: 'withdraw.address',
  addressPlaceholder: 'withdraw.addressPlaceholder',
  amount: 'withdraw.amount',
  amountPlaceholder: 'withdraw.amountPlaceholder',
  submit: 'withdraw.submit',
  confirmText: 'withdraw.confirmText',
  submitted: 'withdraw.submitted',
  records: 'assets.withdrawRecords',
};

/** A withdrawal to one's own wallet is an ordinary one, so the own address is allowed here. */
export default function WithdrawScreen() {
  const t = useTranslations();
  const platform = usePlatformConfig();
  const withdraw = useWithdraw();
  return (
    <SendForm
      name="withdraw-asset"
      text={text}
      recordsRoute="withdrawRecords"
      validate={withdrawProblems}
      submit={withdraw.mutateAsync}
      submitting={withdraw.isPending}
      hint={
        platform.data ? (
          <p className={styles.hint}>
            {t('withdraw.minimum', { limit: platform.data.minWithdraw })}
          </p>
        ) : null
      }
    />
  );
}
