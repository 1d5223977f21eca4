'use client';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { toastAtom } from '@/lib/feedback/toast';
import styles from './Toaster.module.css';

/** The one toast: a polite live region, so screen readers announce each message. */
export function Toaster() {
  const t = useTranslations();
  const current = useAtomValue(toastAtom);
  let text = '';
  if (current) {
    const { content } = current;
    text = 'text' in content ? content.text : t(content.key, content.values);
  }
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="true">
      {current ? (
        <div key={current.id} className={`${styles.toast} ${styles[current.tone]}`}>
          {text}
        </div>
      ) : null}
    </div>
  );
}
