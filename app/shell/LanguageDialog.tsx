'use client';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/Dialog';
import { localeAtom, setLocale } from '@/lib/i18n/locale-state';
import { localeIds, locales } from '@/lib/i18n/locales';
import styles from './LanguagePicker.module.css';

/** All 14 languages by their own names; the choice is remembered across launches. */
export default function LanguageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations();
  const current = useAtomValue(localeAtom);
  const choose = async (id: (typeof localeIds)[number]) => {
    onClose();
    await setLocale(id);
  };
  return (
    <Dialog open={open} title={t('app.language')} onClose={onClose}>
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
  );
}
