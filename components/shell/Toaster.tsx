'use client';
import { useAtomValue } from 'jotai';
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { subscribeModalSlots, topModalSlot } from '@/lib/feedback/modal-slots';
import { toastAtom } from '@/lib/feedback/toast';
import { useMessageText } from '@/lib/i18n/use-message-text';
import styles from './Toaster.module.css';

/**
 * The one toast: a polite live region, so screen readers announce each message. While a modal
 * dialog is open, everything outside it is inert and drawn beneath it, so the toast is shown in
 * the dialog's own live region instead.
 */
export function Toaster() {
  const messageText = useMessageText();
  const current = useAtomValue(toastAtom);
  const text = current ? messageText(current.content) : '';
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
