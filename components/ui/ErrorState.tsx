'use client';
import { useTranslations } from 'next-intl';
import { userMessageOf } from '@/lib/errors/user-message';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { useWordsIn } from '@/lib/i18n/use-words-in';
import { Button } from './Button';
import styles from './States.module.css';

/** A failed load, said plainly, with a retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useTranslations();
  const messageText = useMessageText();
  const message = userMessageOf(error);
  // Until the message's words are in (or if they cannot load), that the load failed.
  const wordsIn = useWordsIn(message);
  const text = message && wordsIn ? messageText(message) : t('app.loadFailed');
  return (
    <div className={styles.error} role="alert">
      <p>{text}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('app.retry')}
      </Button>
    </div>
  );
}
