'use client';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { LongValue } from '@/components/ui/LongValue';
import { copyText } from '@/lib/feedback/clipboard';
import { toast } from '@/lib/feedback/toast';
import { shortAddress } from '@/lib/numbers/address';
import { isSignedInAtom } from '@/lib/session/selectors';
import { sessionAtom } from '@/lib/session/store';
import styles from './AccountChip.module.css';
import { logout } from './logout';

/**
 * Who is signed in, on every screen: the short address; a tap shows the full one with Copy and
 * Log out. Nothing while signed out.
 */
export function AccountChip() {
  const t = useTranslations();
  const signedIn = useAtomValue(isSignedInAtom);
  const { address } = useAtomValue(sessionAtom);
  const [open, setOpen] = useState(false);
  if (!signedIn || !address) return null;

  const copy = async () => {
    if (await copyText(address)) toast.success('app.copied');
    else toast.error('home.invite.copyFailed');
  };

  return (
    <>
      <button
        type="button"
        className={styles.chip}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span className="visually-hidden">{t('auth.account')} </span>
        <span className="ltr">{shortAddress(address)}</span>
      </button>
      <Dialog
        open={open}
        title={t('auth.account')}
        onClose={() => setOpen(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => void copy()}>
              {t('app.copy')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setOpen(false);
                void logout();
              }}
            >
              {t('auth.logout')}
            </Button>
          </>
        }
      >
        <p className={styles.label}>{t('auth.signedInAs')}</p>
        <LongValue>{address}</LongValue>
        <Button variant="secondary" block onClick={() => setOpen(false)}>
          {t('app.close')}
        </Button>
      </Dialog>
    </>
  );
}
