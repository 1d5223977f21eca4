'use client';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { lazy, startTransition, useState } from 'react';
import { messagesAtom } from '@/lib/i18n/locale-state';
import { shortAddress } from '@/lib/numbers/address-text';
import { isSignedInAtom } from '@/lib/session/selectors';
import { sessionAtom } from '@/lib/session/store';
import styles from './AccountChip.module.css';

// The dialog (copy, log out) loads on the first tap: the header is on every first load.
const AccountMenu = lazy(() => import('./AccountMenu'));

/**
 * Who is signed in, on every screen: the short address; a tap shows the full one with Copy and
 * Log out. Nothing while signed out, and nothing until the language's words are in (its label
 * is not among the words the exported page carries).
 */
export function AccountChip() {
  const t = useTranslations();
  const signedIn = useAtomValue(isSignedInAtom);
  const { address } = useAtomValue(sessionAtom);
  const words = useAtomValue(messagesAtom);
  const [open, setOpen] = useState(false);
  if (!words || !signedIn || !address) return null;

  return (
    <>
      <button
        type="button"
        className={styles.chip}
        aria-haspopup="dialog"
        // A transition: the menu's chunk is awaited with no placeholder (see LanguagePicker).
        onClick={() => startTransition(() => setOpen(true))}
      >
        <span className="visually-hidden">{t('auth.account')} </span>
        <span className="ltr">{shortAddress(address)}</span>
      </button>
      {open ? <AccountMenu address={address} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
