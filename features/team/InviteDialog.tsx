'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { LongValue } from '@/components/ui/LongValue';
import { copyText } from '@/lib/feedback/clipboard';
import { toast } from '@/lib/feedback/toast';
import { inviteLink } from './invite-link';
import styles from './referral.module.css';

/** The user's invite address and link, each with a copy button. */
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
    </Dialog>
  );
}
