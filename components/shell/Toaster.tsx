'use client';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { messageValues } from '@/lib/errors/error-text';
import { subscribeModalSlots, topModalSlot } from '@/lib/feedback/modal-slots';
import { toastAtom } from '@/lib/feedback/toast';
import { useFormat } from '@/lib/i18n/use-format';
import styles from './Toaster.module.css';

/**
 * The one toast: a polite live region, so screen readers announce each message. While a modal
 * dialog is open, everything outside it is inert and drawn beneath it, so the toast is shown in
 * the dialog's own live region instead.
 */
export function Toaster() {
  const t = useTranslations();
  const format = useFormat();
  const current = useAtomValue(toastAtom);
  let text = '';
  if (current) {
    const { content } = current;
    text =
      'text' in content
        ? content.text
        : t(
            content.key,
            messageValues(content, (value) => format.amount(value, 18)),
          );
  }
  const toast = current ? (
    <div key={current.id} className={`${styles.toast} ${styles[current.tone]}`}>
      {text}
    </div>
  ) : null;
  const slot = useSyncExternalStore(subscribeModalSlots, topModalSlot, () => null);
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="true">
      {slot && toast ? createPortal(toast, slot) : toast}
    </div>
  );
}
