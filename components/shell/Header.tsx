'use client';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { AccountChip } from '@/features/session/AccountChip';
import { showToast } from '@/lib/feedback/toast';
import { back } from '@/lib/router';
import { BackIcon, CardIcon, PhoneIcon } from '../ui/icons';
import styles from './Header.module.css';
import { LanguagePicker } from './LanguagePicker';
import { useCurrentRoute } from './use-current-route';

export function Header() {
  const t = useTranslations();
  const { id, def } = useCurrentRoute();
  const title = t(def.title);
  const isTabRoot = 'tab' in def;

  useEffect(() => {
    document.title = id === 'home' ? t('app.name') : `${title} · ${t('app.name')}`;
  }, [id, title, t]);

  const notOpen = () => showToast({ key: 'app.notOpen' });

  return (
    <header className={styles.header}>
      <div className={styles.start}>
        {isTabRoot ? null : (
          <button
            type="button"
            className={styles.iconButton}
            onClick={back}
            aria-label={t('app.back')}
          >
            <BackIcon />
          </button>
        )}
        <AccountChip />
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.end}>
        {id === 'home' ? (
          <>
            <LanguagePicker buttonClassName={styles.iconButton ?? ''} />
            <button
              type="button"
              className={styles.iconButton}
              onClick={notOpen}
              aria-label={t('app.uCard')}
            >
              <CardIcon />
            </button>
            <button
              type="button"
              className={styles.iconButton}
              onClick={notOpen}
              aria-label={t('app.phoneCredit')}
            >
              <PhoneIcon />
            </button>
          </>
        ) : null}
      </div>
    </header>
  );
}
