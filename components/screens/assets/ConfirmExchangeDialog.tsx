'use client';
import { useTranslations } from 'next-intl';
import { Amount } from '@/components/ui/Amount';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { StatList } from '@/components/ui/StatList';
import type { FlashQuote } from '@/lib/assets/flash-quote';

interface ConfirmExchangeDialogProps {
  open: boolean;
  /** RWAT given, exactly as it will be sent. */
  amount: string;
  price: string;
  quote: FlashQuote;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The last look before an exchange: what is given, at what price, the fee and what arrives. */
export function ConfirmExchangeDialog({
  open,
  amount,
  price,
  quote,
  busy,
  onConfirm,
  onClose,
}: ConfirmExchangeDialogProps) {
  const t = useTranslations();
  return (
    <Dialog
      open={open}
      title={t('assets.confirmTitle')}
      onClose={() => {
        if (!busy) onClose();
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('app.cancel')}
          </Button>
          <Button onClick={onConfirm} busy={busy}>
            {t('app.confirm')}
          </Button>
        </>
      }
    >
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
    </Dialog>
  );
}
