'use client';
import { useTranslations } from 'next-intl';
import { Amount } from '@/components/ui/Amount';
import { Button } from '@/components/ui/Button';
import { type ReviewControls, ReviewDialog } from '@/components/ui/ReviewDialog';
import { OutcomeUnknownNotice, ReviewNotice } from '@/components/ui/ReviewNotice';
import { StatList } from '@/components/ui/StatList';
import { useFormat } from '@/lib/i18n/use-format';
import styles from './assets.module.css';
import { FLASH_TOLERANCE, type FlashReview } from './flash-review';
import { PriceAge } from './PriceAge';

interface ConfirmExchangeDialogProps extends ReviewControls {
  /** What is given, at what terms, and what arrives: exactly what Confirm sends and binds. */
  review: FlashReview;
  /** When its price was quoted: the review says how old it is. */
  quotedAt: number;
  /** The person accepts the new terms a refresh brought (`review.refreshed`). */
  onAccept: () => void;
  /** The last Confirm got no answer: it may have gone through. */
  outcomeUnknown: boolean;
  /** The last Confirm never left the device (offline): nothing was sent. */
  notSent: boolean;
  busy: boolean;
}

/**
 * The last look before an exchange: what is given, at what price (and how old it is) and fee
 * rate, the fee and the minimum received with the tolerance it allows. That minimum is sent
 * with the exchange, so it never pays less than this review shows. New terms from a refresh
 * are shown at once, and Confirm waits until the person accepts them.
 */
export function ConfirmExchangeDialog({
  review,
  quotedAt,
  onAccept,
  outcomeUnknown,
  notSent,
  ...controls
}: ConfirmExchangeDialogProps) {
  const t = useTranslations();
  const format = useFormat();
  const { amount, terms, quote } = review;
  let notice = null;
  if (outcomeUnknown)
    notice = (
      <OutcomeUnknownNotice records={{ to: 'flashRecords', label: t('assets.flashRecords') }} />
    );
  else if (notSent)
    notice = (
      <ReviewNotice>
        <p>{t('errors.offlineNotSent')}</p>
      </ReviewNotice>
    );
  else if (review.refreshed)
    notice = (
      <ReviewNotice>
        <p>{t('flash.priceUpdated')}</p>
        <Button variant="secondary" onClick={onAccept} disabled={controls.busy}>
          {t('flash.accept')}
        </Button>
      </ReviewNotice>
    );
  else if (review.moved)
    notice = (
      <ReviewNotice>
        <p>{t('errors.priceMoved')}</p>
      </ReviewNotice>
    );
  return (
    <ReviewDialog
      {...controls}
      title={t('assets.confirmTitle')}
      notice={notice}
      confirmDisabled={review.refreshed === true}
    >
      <StatList
        columns={1}
        items={[
          {
            label: t('flash.quantity'),
            value: <Amount value={amount} symbol="RWAT" decimals={18} />,
          },
          {
            label: t('flash.price'),
            value: <Amount value={terms.rwatPrice} symbol="U" decimals={18} />,
          },
          {
            label: t('flash.feeRate'),
            value: <span className="ltr">{format.percent(terms.flashFeeRate)}</span>,
          },
          {
            label: t('flash.fee'),
            value: <Amount value={quote.fee} symbol="USDT" decimals={18} />,
          },
          {
            label: t('flash.minimumReceived'),
            value: <Amount value={quote.received} symbol="USDT" decimals={18} />,
          },
        ]}
      />
      <p className={styles.hint}>
        {t('flash.tolerance', { tolerance: format.percent(FLASH_TOLERANCE) })}
      </p>
      <PriceAge updatedAt={quotedAt} />
    </ReviewDialog>
  );
}
