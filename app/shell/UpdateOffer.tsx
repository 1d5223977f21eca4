'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import type { UpdateOffer as Offer } from '@/lib/pwa/register';
import styles from './UpdatePrompt.module.css';

/** "A new version is available": switch to it now, or later. */
export default function UpdateOffer({ offer, onLater }: { offer: Offer; onLater: () => void }) {
  const t = useTranslations();
  const [busy, setBusy] = useState(false);
  return (
    <section className={styles.prompt} aria-label={t('pwa.updateTitle')}>
      <p className={styles.text}>{t('pwa.updateAvailable')}</p>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onLater} disabled={busy}>
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
  );
}
