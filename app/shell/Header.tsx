'use client';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect } from 'react';
import { BackIcon, CardIcon, PhoneIcon } from '@/components/ui/icons';
import { showToast } from '@/lib/feedback/toast';
import { back } from '@/lib/router';
import styles from './Header.module.css';
import { LanguagePicker } from './LanguagePicker';
import { AccountChipSlot } from './session-slots';
import { useCurrentRoute } from './use-current-route';

/** A header button that shows only an icon, so its name is the accessible label. */
function IconButton({
  label,
  onClick,
  icon,
}: {
  label: string;
  onClick: () => void;
  icon: ReactNode;
}) {
  return (
    <button type="button" className={styles.iconButton} onClick={onClick} aria-label={label}>
      {icon}
    </button>
  );
}

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
        {isTabRoot ? null : <IconButton label={t('app.back')} onClick={back} icon={<BackIcon />} />}
        <AccountChipSlot />
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.end}>
        {id === 'home' ? (
          <>
            <LanguagePicker buttonClassName={styles.iconButton ?? ''} />
            <IconButton label={t('app.uCard')} onClick={notOpen} icon={<CardIcon />} />
            <IconButton label={t('app.phoneCredit')} onClick={notOpen} icon={<PhoneIcon />} />
          </>
        ) : null}
      </div>
    </header>
  );
}
