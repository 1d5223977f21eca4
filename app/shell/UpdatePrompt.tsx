'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { registerServiceWorker, type UpdateOffer } from '@/lib/pwa/register';
import styles from './UpdatePrompt.module.css';

/** Registers the service worker and, when a new version waits, offers to switch to it. */
export function UpdatePrompt() {
  const t = useTranslations();
  const [offer, setOffer] = useState<UpdateOffer | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => registerServiceWorker(setOffer), []);

  return (
    <div className={styles.region} role="status" aria-live="polite">
      {offer ? (
        <section className={styles.prompt} aria-label={t('pwa.updateTitle')}>
          <p className={styles.text}>{t('pwa.updateAvailable')}</p>
          <div className={styles.actions}>
            <Button variant="ghost" onClick={() => setOffer(null)} disabled={busy}>
              {t('pwa.later')}
            </Button>
            <Button
              busy={busy}
              onClick={() => {
                setBusy(true);
                offer.accept();
              }}
            >
              {t('pwa.update')}
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
