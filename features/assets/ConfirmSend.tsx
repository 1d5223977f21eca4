'use client';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { LongValue } from '@/components/ui/LongValue';
import { ReviewDialog } from '@/components/ui/ReviewDialog';
import styles from './assets.module.css';

interface ConfirmSendProps {
  open: boolean;
  /** "Withdraw 10 USDT to this address:" */
  text: string;
  /** Shown in full: a shortened address would hide a look-alike. */
  address: string;
  /** The address resembles one from the person's records. */
  lookAlike?: string;
  /** Why this destination may lose the money; Confirm waits for the person to acknowledge it. */
  danger?: string;
  acknowledged: boolean;
  onAcknowledge: (acknowledged: boolean) => void;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The last look before money leaves: the whole address, the amount, and any warning. */
export function ConfirmSend({
  open,
  text,
  address,
  lookAlike,
  danger,
  acknowledged,
  onAcknowledge,
  busy,
  onConfirm,
  onClose,
}: ConfirmSendProps) {
  const t = useTranslations();
  const checkboxId = useId();
  return (
    <ReviewDialog
      open={open}
      title={t('assets.confirmTitle')}
      busy={busy}
      confirmDisabled={Boolean(danger) && !acknowledged}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p className={styles.confirmText}>{text}</p>
      <LongValue>{address}</LongValue>
      {lookAlike ? <p className={styles.notice}>{lookAlike}</p> : null}
      {danger ? (
        <>
          <p className={styles.notice} role="alert">
            {danger}
          </p>
          <div className={styles.acknowledge}>
            <input
              id={checkboxId}
              type="checkbox"
              checked={acknowledged}
              disabled={busy}
              onChange={(event) => onAcknowledge(event.target.checked)}
            />
            <label htmlFor={checkboxId}>{t('address.acknowledge')}</label>
          </div>
        </>
      ) : null}
    </ReviewDialog>
  );
}
