'use client';
import { useTranslations } from 'next-intl';
import { lazy, startTransition, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { LongValue } from '@/components/ui/LongValue';
import { copyText } from '@/lib/feedback/clipboard';
import { toast } from '@/lib/feedback/toast';
import { inviteLink } from './invite-link';
import styles from './referral.module.css';

// The QR library comes with the tap that shows the code: most invites are copied or shared.
const InviteQr = lazy(() => import('./InviteQr'));

/** The system share sheet, where the browser has one (phones, wallets' browsers). */
const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * The user's invite address and link, each with a copy button; the link also goes to the
 * phone's share sheet, and shows as a QR code for a friend beside them.
 */
export function InviteDialog({
  open,
  address,
  onClose,
}: {
  open: boolean;
  address: string;
  onClose: () => void;
}) {
  const t = useTranslations();
  const link = inviteLink(address);
  const [qrShown, setQrShown] = useState(false);
  const share = async () => {
    try {
      await navigator.share({ title: t('home.invite.shareText'), url: link });
    } catch {
      // Closed without sharing, or refused: nothing to say.
    }
  };
  const copy = async (text: string) => {
    if (await copyText(text)) toast.success('app.copied');
    else toast.error('home.invite.copyFailed');
  };
  return (
    <Dialog
      open={open}
      title={t('home.invite.title')}
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('app.cancel')}
        </Button>
      }
    >
      <p className={styles.label}>{t('home.invite.address')}</p>
      <LongValue>{address}</LongValue>
      <Button variant="secondary" block onClick={() => void copy(address)}>
        {t('home.invite.copyAddress')}
      </Button>
      <p className={styles.label}>{t('home.invite.link')}</p>
      <LongValue>{link}</LongValue>
      <Button block onClick={() => void copy(link)}>
        {t('home.invite.copyLink')}
      </Button>
      <div className={styles.shareRow}>
        {canShare() ? (
          <Button variant="secondary" onClick={() => void share()}>
            {t('home.invite.share')}
          </Button>
        ) : null}
        {/* A transition: the code's chunk is awaited with no placeholder (see LanguagePicker). */}
        <Button
          variant="secondary"
          aria-expanded={qrShown}
          onClick={() => startTransition(() => setQrShown((s) => !s))}
        >
          {t('home.invite.showQr')}
        </Button>
      </div>
      {qrShown ? <InviteQr link={link} label={t('home.invite.qr')} /> : null}
    </Dialog>
  );
}
