'use client';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/Spinner';
import { isLoadingAtom } from '@/lib/feedback/loading';
import styles from './LoadingOverlay.module.css';

/** Covers the screen while a blocking call runs, so nothing is tapped twice meanwhile. */
export function LoadingOverlay() {
  const t = useTranslations();
  const loading = useAtomValue(isLoadingAtom);
  if (!loading) return null;
  return (
    <div
      className={styles.overlay}
      role="progressbar"
      aria-label={t('app.loading')}
      data-testid="loading-overlay"
    >
      <Spinner size="l" />
    </div>
  );
}
