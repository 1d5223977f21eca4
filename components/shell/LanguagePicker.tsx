'use client';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { localeAtom, setLocale } from '@/lib/i18n/locale-state';
import { localeIds, locales } from '@/lib/i18n/locales';
import { Dialog } from '../ui/Dialog';
import { GlobeIcon } from '../ui/icons';
import styles from './LanguagePicker.module.css';

/** All 14 languages by their own names; the choice is remembered across launches. */
export function LanguagePicker({ buttonClassName }: { buttonClassName: string }) {
  const t = useTranslations();
  const current = useAtomValue(localeAtom);
  const [open, setOpen] = useState(false);
  const choose = async (id: (typeof localeIds)[number]) => {
    setOpen(false);
    await setLocale(id);
  };
  return (
    <>
      <button
        type="button"
        className={buttonClassName}
        onClick={() => setOpen(true)}
        aria-label={t('app.language')}
      >
        <GlobeIcon />
      </button>
      <Dialog open={open} title={t('app.language')} onClose={() => setOpen(false)}>
        <ul className={styles.list}>
          {localeIds.map((id) => (
            <li key={id}>
              <button
                type="button"
                lang={locales[id].tag}
                dir={locales[id].dir}
                className={styles.option}
                aria-current={id === current ? 'true' : undefined}
                onClick={() => void choose(id)}
              >
                {locales[id].nativeName}
              </button>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
