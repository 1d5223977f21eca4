'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { AddressInput } from '@/components/ui/AddressInput';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { LongValue } from '@/components/ui/LongValue';
import { notSentError, outcomeUnknown } from '@/lib/api/idempotency';
import { userMessageOf } from '@/lib/errors/user-message';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { useBindReferrer } from './api';
import { pickInviter } from './inviter';
import styles from './referral.module.css';
import { checkReferrer } from './referrer-input';

interface BindReferrerDialogProps {
  open: boolean;
  ownAddress: string;
  /**
   * Inviters from invite links (the one the app was opened with, then the current one): the
   * first that is an address is offered.
   */
  invitedBy: (string | undefined)[];
  onClose: () => void;
}

/** Enter the referrer, read the warning, confirm the full address, bind (permanent). */
export function BindReferrerDialog({
  open,
  ownAddress,
  invitedBy,
  onClose,
}: BindReferrerDialogProps) {
  const t = useTranslations();
  // While a bind is on its way the dialog stays (Escape, Back and its close button do nothing):
  // its answer, or its failure, is said here and nowhere else.
  const [binding, setBinding] = useState(false);
  return (
    <Dialog
      open={open}
      title={t('home.bind.title')}
      onClose={() => {
        if (!binding) onClose();
      }}
    >
      {open ? (
        <BindForm
          ownAddress={ownAddress}
          inviter={pickInviter(...invitedBy)}
          onClose={onClose}
          onBinding={setBinding}
        />
      ) : null}
    </Dialog>
  );
}

function BindForm({
  ownAddress,
  inviter,
  onClose,
  onBinding,
}: {
  ownAddress: string;
  /** The invite link's address, checksummed, or ''. */
  inviter: string;
  onClose: () => void;
  /** Whether a bind is on its way, for the dialog around the form. */
  onBinding: (binding: boolean) => void;
}) {
  const t = useTranslations();
  const messageText = useMessageText();
  const [value, setValue] = useState(inviter);
  const [error, setError] = useState('');
  const [confirmed, setConfirmed] = useState<`0x${string}` | null>(null);
  const bind = useBindReferrer(() => onClose());
  useEffect(() => {
    onBinding(bind.busy);
    return () => onBinding(false);
  }, [bind.busy, onBinding]);

  const next = () => {
    const check = checkReferrer(value, ownAddress);
    if (!check.ok) {
      setError(t(check.messageKey));
      return;
    }
    setError('');
    setConfirmed(check.address);
  };

  const submit = async (referrer: `0x${string}`) => {
    setError('');
    const result = await bind.run({ referrer });
    if (result.error) {
      // With no answer the confirmation stays, so binding again retries it safely; offline,
      // nothing left, and it stays for a bind once back.
      if (!outcomeUnknown(result.error) && !notSentError(result.error)) setConfirmed(null);
      const message = userMessageOf(result.error);
      setError(message ? messageText(message) : t('app.loadFailed'));
    }
  };

  return (
    <>
      <p className={styles.warning}>{t('home.bind.warning')}</p>
      {confirmed ? (
        <>
          <p className={styles.label}>{t('home.bind.confirmText')}</p>
          <LongValue>{confirmed}</LongValue>
          {/* With no answer the confirmation stays for a retry: the reason is said here, once. */}
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button
              variant="secondary"
              disabled={bind.busy}
              onClick={() => {
                setConfirmed(null);
                setError('');
              }}
            >
              {t('home.bind.edit')}
            </Button>
            <Button busy={bind.busy} onClick={() => void submit(confirmed)}>
              {t('home.bind.confirm')}
            </Button>
          </div>
        </>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            next();
          }}
        >
          <AddressInput
            label={t('home.bind.label')}
            value={value}
            placeholder={t('home.bind.placeholder')}
            onChange={(v) => {
              setValue(v);
              setError('');
            }}
            error={error || undefined}
            warning={!error && inviter && value === inviter ? t('home.bind.fromInvite') : undefined}
          />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onClose}>
              {t('app.cancel')}
            </Button>
            <Button type="submit">{t('home.bind.next')}</Button>
          </div>
        </form>
      )}
    </>
  );
}
