'use client';
import { useTranslations } from 'next-intl';
import { isApiError } from '@/lib/api/api-error';
import { errorText } from '@/lib/errors/error-text';
import { useFormat } from '@/lib/i18n/use-format';
import { Button } from './Button';
import styles from './States.module.css';

/** A failed load, said plainly, with a retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useTranslations();
  const format = useFormat();
  const text = isApiError(error)
    ? errorText(t, error.userMessage, (value) => format.amount(value, 18))
    : t('app.loadFailed');
  return (
    <div className={styles.error} role="alert">
      <p>{text}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('app.retry')}
      </Button>
    </div>
  );
}
