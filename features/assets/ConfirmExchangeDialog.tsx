'use client';
import { useTranslations } from 'next-intl';
import { Amount } from '@/components/ui/Amount';
import { type ReviewControls, ReviewDialog } from '@/components/ui/ReviewDialog';
import { StatList } from '@/components/ui/StatList';
import type { FlashQuote } from './flash-quote';

interface ConfirmExchangeDialogProps extends ReviewControls {
  /** RWAT given, exactly as it will be sent. */
  amount: string;
  price: string;
  quote: FlashQuote;
  busy: boolean;
}

/** The last look before an exchange: what is given, at what price, the fee and what arrives. */
export function ConfirmExchangeDialog({
  amount,
  price,
  quote,
  ...review
}: ConfirmExchangeDialogProps) {
  const t = useTranslations();
  return (
    <ReviewDialog {...review} title={t('assets.confirmTitle')}>
      <StatList
        columns={1}
        items={[
          {
            label: t('flash.quantity'),
            value: <Amount value={amount} symbol="RWAT" decimals={18} />,
          },
          { label: t('flash.price'), value: <Amount value={price} symbol="U" decimals={18} /> },
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
