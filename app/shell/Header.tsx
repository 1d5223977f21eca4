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
  soon,
}: {
  label: string;
  onClick: () => void;
  icon: ReactNode;
  /** The mark of an entry that is not open yet ("Soon"); its name says so too. */
  soon?: { mark: string; label: string };
}) {
  return (
    <button
      type="button"
      className={soon ? `${styles.iconButton} ${styles.notOpen}` : styles.iconButton}
      onClick={onClick}
      aria-label={soon ? soon.label : label}
    >
      {icon}
      {soon ? (
        <span className={styles.soon} aria-hidden="true">
          {soon.mark}
        </span>
      ) : null}
    </button>
  );
}

/**
 * The bar at the top of every screen: back (below the tabs' own screens), who is signed in, and
 * the language on every screen; Home adds its two entries that are not open yet. The screen's
 * title is not squeezed between them: it has a line of its own (ScreenTitle).
 */
export function Header() {
  const t = useTranslations();
  const { id, def } = useCurrentRoute();
  const isTabRoot = 'tab' in def;
  const notOpen = () => showToast({ key: 'app.notOpen' });
  const soon = (name: string) => ({ mark: t('app.soon'), label: t('app.soonEntry', { name }) });

  return (
    <header className={styles.header}>
      <div className={styles.start}>
        {isTabRoot ? null : <IconButton label={t('app.back')} onClick={back} icon={<BackIcon />} />}
        <AccountChipSlot />
      </div>
      <div className={styles.end}>
        <LanguagePicker buttonClassName={styles.iconButton ?? ''} />
        {id === 'home' ? (
          <>
            <IconButton
              label={t('app.uCard')}
              onClick={notOpen}
              icon={<CardIcon />}
              soon={soon(t('app.uCard'))}
            />
            <IconButton
              label={t('app.phoneCredit')}
              onClick={notOpen}
              icon={<PhoneIcon />}
              soon={soon(t('app.phoneCredit'))}
            />
          </>
        ) : null}
      </div>
    </header>
  );
}

/**
 * The screen's title, the full width of the phone under the bar: "Главная", "Beranda" or a Khmer
 * title were cut to 49 px between the bar's buttons on a 320 px phone.
 */
export function ScreenTitle() {
  const t = useTranslations();
  const { id, def } = useCurrentRoute();
  const title = t(def.title);

  useEffect(() => {
    document.title = id === 'home' ? t('app.name') : `${title} · ${t('app.name')}`;
  }, [id, title, t]);

  return <h1 className={styles.title}>{title}</h1>;
}
