'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { dismissInstall, promptInstall } from '@/lib/pwa/install';
import styles from './home.module.css';

/** The install offer that `InstallSlot` decided to show. */
export default function InstallCard({
  canPrompt,
  iosHint,
  onDismiss,
}: {
  canPrompt: boolean;
  iosHint: boolean;
  onDismiss: () => void;
}) {
  const t = useTranslations();
  const notNow = () => {
    dismissInstall();
    onDismiss();
  };
  return (
    <Card>
      {iosHint ? <p className={styles.text}>{t('pwa.iosHint')}</p> : null}
      <div className={styles.installActions}>
        {canPrompt ? (
          <Button onClick={() => void promptInstall()}>{t('pwa.install')}</Button>
        ) : null}
        <Button variant="secondary" onClick={notNow}>
          {t('pwa.dismiss')}
        </Button>
      </div>
    </Card>
  );
}
