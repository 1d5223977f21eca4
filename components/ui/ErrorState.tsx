'use client';
import { useTranslations } from 'next-intl';
import { isApiError } from '@/lib/api/api-error';
import { Button } from './Button';
import styles from './States.module.css';

/** A failed load, said plainly, with a retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useTranslations();
  let text = t('app.loadFailed');
  if (isApiError(error)) {
    const m = error.userMessage;
    text = 'text' in m ? m.text : t(m.key, m.values);
  }
  return (
    <div className={styles.error} role="alert">
      <p>{text}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('app.retry')}
      </Button>
    </div>
  );
}
