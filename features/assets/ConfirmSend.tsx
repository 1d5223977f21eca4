'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
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
  /** A look-alike recipient: the person says they checked it is the address they mean. */
  lookAlikeChecked: boolean;
  onLookAlikeChecked: (checked: boolean) => void;
  /** The rest of what happens (network, fee, what comes next), under the address. */
  details?: ReactNode;
  busy: boolean;
  /** What became of the last Confirm, until the person confirms again or leaves. */
  notice?: ReactNode;
}

/** A box the person ticks, then its words. */
function Tick({
  checked,
  onChange,
  disabled,
  label,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
  label: string;
}) {
  // The box inside its label: the whole line is what a finger taps.
  return (
    <label className={styles.acknowledge}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}

/**
 * The last look before money leaves: the whole address, the amount, what happens next, and the
 * warnings the form already showed; a dangerous destination and a look-alike recipient each
 * wait for the person's own acknowledgement.
 */
export function ConfirmSend({
  text,
  address,
  lookAlike,
  danger,
  acknowledged,
  onAcknowledge,
  lookAlikeChecked,
  onLookAlikeChecked,
  details,
  busy,
  ...review
}: ConfirmSendProps) {
  const t = useTranslations();
  return (
    <ReviewDialog
      {...review}
      busy={busy}
      title={t('assets.confirmTitle')}
      confirmDisabled={
        (Boolean(danger) && !acknowledged) || (Boolean(lookAlike) && !lookAlikeChecked)
      }
    >
      <p className={styles.confirmText}>{text}</p>
      <LongValue>{address}</LongValue>
      {details}
      <DestinationWarnings lookAlike={lookAlike} danger={danger} />
      {lookAlike ? (
        <Tick
          checked={lookAlikeChecked}
          onChange={onLookAlikeChecked}
          disabled={busy}
          label={t('address.acknowledgeLookAlike')}
        />
      ) : null}
      {danger ? (
        <Tick
          checked={acknowledged}
          onChange={onAcknowledge}
          disabled={busy}
          label={t('address.acknowledge')}
        />
      ) : null}
    </ReviewDialog>
  );
}
