'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import styles from './NetworkBanner.module.css';
import { useGate } from './use-gate';

/** Stays up while the wallet is on another chain, with a retry that asks the wallet again. */
export function NetworkBanner() {
  const t = useTranslations();
  const { wrongNetwork } = useGate();
  const [busy, setBusy] = useState(false);
  if (!wrongNetwork) return null;
  const retry = async () => {
    setBusy(true);
    try {
      const { ensureNetwork } = await import('@/lib/chain/wallet');
      await ensureNetwork();
    } catch (error) {
      console.warn('network retry failed', error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.banner} role="alert">
      <span>{t('network.wrong')}</span>
      <Button variant="secondary" busy={busy} onClick={retry}>
        {t('network.switch')}
      </Button>
    </div>
  );
}
