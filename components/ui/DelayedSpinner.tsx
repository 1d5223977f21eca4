'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { config } from '@/lib/config';
import styles from './DelayedSpinner.module.css';
import { Spinner } from './Spinner';

/** A loading indicator that appears only if loading lasts longer than 200 ms, to avoid flicker. */
export function DelayedSpinner({ delayMs = config.asyncPlaceholderDelayMs }: { delayMs?: number }) {
  const t = useTranslations();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!visible) return null;
  return (
    <div className={styles.wrap} role="status">
      <Spinner />
      <span>{t('app.loading')}</span>
    </div>
  );
}
