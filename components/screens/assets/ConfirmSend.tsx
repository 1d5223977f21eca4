'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import styles from './Assets.module.css';

interface ConfirmSendProps {
  open: boolean;
  /** "Withdraw 10 USDT to this address:" */
  text: string;
  /** Shown in full: a shortened address would hide a look-alike. */
  address: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The last look before money leaves: the whole address and the amount. */
export function ConfirmSend({ open, text, address, busy, onConfirm, onClose }: ConfirmSendProps) {
  const t = useTranslations();
  return (
    <Dialog
      open={open}
      title={t('assets.confirmTitle')}
      onClose={onClose}
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
      <p className={styles.confirmText}>{text}</p>
      <p className={`${styles.fullAddress} ltr`}>{address}</p>
    </Dialog>
  );
}
