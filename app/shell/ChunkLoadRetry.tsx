'use client';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Button } from '@/components/ui/Button';
import styles from './ChunkLoadRetry.module.css';

/** A screen that could not load: a retry, and a retry by itself when the connection returns. */
export function ChunkLoadRetry({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations();
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <div className={styles.box} role="alert">
      <p>{t('app.chunkFailed')}</p>
      <Button onClick={onRetry}>{t('app.retry')}</Button>
    </div>
  );
}
