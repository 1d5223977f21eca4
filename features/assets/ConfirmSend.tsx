'use client';
import { useTranslations } from 'next-intl';
import { type ReactNode, useId } from 'react';
import { LongValue } from '@/components/ui/LongValue';
import { type ReviewControls, ReviewDialog } from '@/components/ui/ReviewDialog';
import styles from './assets.module.css';
import { DestinationWarnings, type DestinationWarningText } from './DestinationWarnings';

interface ConfirmSendProps extends ReviewControls, DestinationWarningText {
  /** "Withdraw 10 USDT to this address:" */
  text: string;
  /** Shown in full: a shortened address would hide a look-alike. */
  address: string;
  acknowledged: boolean;
  onAcknowledge: (acknowledged: boolean) => void;
  busy: boolean;
  /** What became of the last Confirm, until the person confirms again or leaves. */
  notice?: ReactNode;
}

/**
 * The last look before money leaves: the whole address, the amount, and the warnings the form
 * already showed; a dangerous destination waits for the person's acknowledgement.
 */
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
      <DestinationWarnings lookAlike={lookAlike} danger={danger} />
      {danger ? (
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
      ) : null}
    </ReviewDialog>
  );
}
