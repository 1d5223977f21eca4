'use client';
import { useTranslations } from 'next-intl';
import { type ReactNode, useId } from 'react';
import { LongValue } from '@/components/ui/LongValue';
import { type ReviewControls, ReviewDialog } from '@/components/ui/ReviewDialog';
import styles from './assets.module.css';

interface ConfirmSendProps extends ReviewControls {
  /** "Withdraw 10 USDT to this address:" */
  text: string;
  /** Shown in full: a shortened address would hide a look-alike. */
  address: string;
  /** The address resembles one from the person's records: both, with the differences marked. */
  lookAlike?: ReactNode;
  /** Why this destination may lose the money; Confirm waits for the person to acknowledge it. */
  danger?: string;
  acknowledged: boolean;
  onAcknowledge: (acknowledged: boolean) => void;
  busy: boolean;
}

/** The last look before money leaves: the whole address, the amount, and any warning. */
export function ConfirmSend({
  text,
  address,
  lookAlike,
  danger,
  acknowledged,
  onAcknowledge,
  busy,
  ...review
}: ConfirmSendProps) {
  const t = useTranslations();
  const checkboxId = useId();
  return (
    <ReviewDialog
      {...review}
      busy={busy}
      title={t('assets.confirmTitle')}
      confirmDisabled={Boolean(danger) && !acknowledged}
    >
      <p className={styles.confirmText}>{text}</p>
      <LongValue>{address}</LongValue>
      {lookAlike ? <div className={styles.notice}>{lookAlike}</div> : null}
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
