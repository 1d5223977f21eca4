'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { LongValue } from '@/components/ui/LongValue';
import { copyText } from '@/lib/feedback/clipboard';
import { toast } from '@/lib/feedback/toast';
import styles from './AccountChip.module.css';
import { signOut } from './sign-out';

/** The account chip's dialog: the full address, then Copy and Log out; the dialog's own Close last. */
export default function AccountMenu({
  address,
  onClose,
}: {
  address: string;
  onClose: () => void;
}) {
  const t = useTranslations();
  const copy = async () => {
    if (await copyText(address)) toast.success('app.copied');
    else toast.error('home.invite.copyFailed');
  };

  return (
    <Dialog
      open
      title={t('auth.account')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={() => void copy()}>
            {t('app.copy')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              onClose();
              void signOut();
            }}
          >
            {t('auth.logout')}
          </Button>
        </>
      }
    >
      <p className={styles.label}>{t('auth.signedInAs')}</p>
      <LongValue>{address}</LongValue>
    </Dialog>
  );
}
