'use client';
import { useTranslations } from 'next-intl';
import { Amount } from '@/components/ui/Amount';
import { type ReviewControls, ReviewDialog } from '@/components/ui/ReviewDialog';
import { OutcomeUnknownNotice, ReviewNotice } from '@/components/ui/ReviewNotice';
import { StatList } from '@/components/ui/StatList';
import { useFormat } from '@/lib/i18n/use-format';
import type { FlashReview } from './flash-review';

interface ConfirmExchangeDialogProps extends ReviewControls {
  /** What is given, at what terms, and what arrives: exactly what Confirm sends and binds. */
  review: FlashReview;
  /** The last Confirm got no answer: it may have gone through. */
  outcomeUnknown: boolean;
  busy: boolean;
}

/**
 * The last look before an exchange: what is given, at what price and fee rate, the fee and
 * what arrives. What arrives is sent as the least the person accepts, so the exchange never
 * pays less than this review shows.
 */
export function ConfirmExchangeDialog({
  review,
  outcomeUnknown,
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
  else if (review.moved)
    notice = (
      <ReviewNotice>
        <p>{t('errors.priceMoved')}</p>
      </ReviewNotice>
    );
  return (
    <ReviewDialog {...controls} title={t('assets.confirmTitle')} notice={notice}>
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
            label: t('flash.received'),
            value: <Amount value={quote.received} symbol="USDT" decimals={18} />,
          },
        ]}
      />
    </ReviewDialog>
  );
}
