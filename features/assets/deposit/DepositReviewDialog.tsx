'use client';
import { useTranslations } from 'next-intl';
import { LongValue } from '@/components/ui/LongValue';
import { type ReviewControls, ReviewDialog } from '@/components/ui/ReviewDialog';
import styles from '@/features/assets/assets.module.css';
import { useFormat } from '@/lib/i18n/use-format';

export interface DepositReviewProps extends Omit<ReviewControls, 'busy'> {
  symbol: string;
  /** Decimal string, shown with every decimal it has: what is sent is what is read. */
  amount: string;
  /** Shown in full: a shortened address would hide a look-alike. */
  vault: string;
  needsApproval: boolean;
}

/** The last look before the wallet is asked: asset, exact amount, the vault, an approval first. */
export function DepositReviewDialog({
  symbol,
  amount,
  vault,
  needsApproval,
  ...review
}: DepositReviewProps) {
  const t = useTranslations();
  const format = useFormat();
  return (
    <ReviewDialog {...review} title={t('deposit.reviewTitle')}>
      <dl className={styles.review}>
        <dt>{t('deposit.asset')}</dt>
        <dd>{symbol}</dd>
        <dt>{t('deposit.amount')}</dt>
        <dd className="ltr">{format.money(amount, symbol, 18)}</dd>
        <dt>{t('deposit.reviewVault')}</dt>
        <LongValue as="dd">{vault}</LongValue>
      </dl>
      {needsApproval ? <p className={styles.notice}>{t('deposit.reviewApproval')}</p> : null}
    </ReviewDialog>
  );
}
