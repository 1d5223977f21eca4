'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { isChunkLoadError } from '@/lib/pwa/chunk-recovery';
// Errors are rare: this view (and the English words it falls back to) load only when one happens.
import en from '@/messages/en.json';
import styles from './RecoverableError.module.css';
import { AppProviders } from './shell/AppProviders';

interface Props {
  error: Error;
  reset: () => void;
}

function ErrorView({ error, reset }: Props) {
  const t = useTranslations();
  const chunk = isChunkLoadError(error);
  return (
    <div className={styles.box} role="alert">
      <h2 className={styles.title}>{t('pwa.errorTitle')}</h2>
      <p>{chunk ? t('app.chunkFailed') : t('pwa.errorBody')}</p>
      {/* A missing chunk needs a fresh page; anything else may recover by rendering again. */}
      <Button onClick={chunk ? () => window.location.reload() : reset}>
        {chunk ? t('pwa.reload') : t('app.retry')}
      </Button>
    </div>
  );
}

/** What the app shows when its shell fails and a reload is not (or no longer) the answer. */
export function RecoverableError(props: Props) {
  return (
    <AppProviders shellMessages={en}>
      <main id="main">
        <ErrorView {...props} />
      </main>
    </AppProviders>
  );
}
