'use client';
import { useTranslations } from 'next-intl';
import { Button } from '../ui/Button';
import styles from './ChunkLoadRetry.module.css';

export function ChunkLoadRetry({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations();
  return (
    <div className={styles.box} role="alert">
      <p>{t('app.chunkFailed')}</p>
      <Button onClick={onRetry}>{t('app.retry')}</Button>
    </div>
  );
}
