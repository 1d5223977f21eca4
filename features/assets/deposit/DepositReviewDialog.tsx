'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LongValue } from '@/components/ui/LongValue';
import { type ReviewControls, ReviewDialog } from '@/components/ui/ReviewDialog';
import styles from '@/features/assets/assets.module.css';
import { useFormat } from '@/lib/i18n/use-format';
import type { ApprovalChoice } from './deposit-flow';

export interface DepositReviewProps extends Omit<ReviewControls, 'busy'> {
  symbol: string;
  /** Decimal string, shown with every decimal it has: what is sent is what is read. */
  amount: string;
  /** Shown in full: a shortened address would hide a look-alike. */
  vault: string;
  needsApproval: boolean;
  /** The approval the wallet will be asked for, when one comes first. */
  approval: ApprovalChoice;
  onApprovalChange: (approval: ApprovalChoice) => void;
  /** What became of the last Confirm, until the person confirms again or leaves. */
  notice?: ReactNode;
}

/**
 * The last look before the wallet is asked: asset, exact amount, the vault, and an approval
 * first told as what it is: unlimited (the product's default, so later top-ups need none) or,
 * if the person prefers, only this amount.
 */
export function DepositReviewDialog({
  symbol,
  amount,
  vault,
  needsApproval,
  approval,
  onApprovalChange,
  ...review
}: DepositReviewProps) {
  const t = useTranslations();
  const format = useFormat();
  const shown = format.amount(amount, 18);
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
      {needsApproval ? (
        <>
          <fieldset className={styles.approval}>
            <legend>{t('deposit.approvalChoice')}</legend>
            <label>
              <input
                type="radio"
                name="deposit-approval"
                checked={approval === 'unlimited'}
                onChange={() => onApprovalChange('unlimited')}
              />
              {t('deposit.approveUnlimited', { symbol })}
            </label>
            <label>
              <input
                type="radio"
                name="deposit-approval"
                checked={approval === 'exact'}
                onChange={() => onApprovalChange('exact')}
              />
              {t('deposit.approveExact', { amount: shown, symbol })}
            </label>
          </fieldset>
          <p className={styles.notice}>
            {approval === 'unlimited'
              ? t('deposit.reviewApprovalUnlimited', { symbol })
              : t('deposit.reviewApprovalExact', { amount: shown, symbol })}
          </p>
        </>
      ) : null}
    </ReviewDialog>
  );
}
