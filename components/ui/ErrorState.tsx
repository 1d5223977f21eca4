'use client';
import { useTranslations } from 'next-intl';
import { messageText, userMessageOf } from '@/lib/errors/user-message';
import { Button } from './Button';
import styles from './States.module.css';

/** A failed load, said plainly, with a retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useTranslations();
  const message = userMessageOf(error);
  const text = message ? messageText(t, message) : t('app.loadFailed');
  return (
    <div className={styles.error} role="alert">
      <p>{text}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('app.retry')}
      </Button>
    </div>
  );
}
