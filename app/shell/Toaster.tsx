'use client';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { messageText, type UserMessage } from '@/lib/errors/user-message';
import { subscribeModalSlots, topModalSlot } from '@/lib/feedback/modal-slots';
import { toastAtom } from '@/lib/feedback/toast';
import styles from './Toaster.module.css';

// Amounts in a message (a server's limit) are written with the number code, which the start-up
// scripts do without: it loads with the first toast that carries one.
const MessageWithAmounts = lazy(() => import('./MessageWithAmounts'));

function hasAmounts(message: UserMessage): boolean {
  return 'amounts' in message && message.amounts !== undefined;
}

/**
 * The one toast: a polite live region, so screen readers announce each message. While a modal
 * dialog is open, everything outside it is inert and drawn beneath it, so the toast is shown in
 * the dialog's own live region instead.
 */
export function Toaster() {
  const t = useTranslations();
  const current = useAtomValue(toastAtom);
  const toast = current ? (
    <div key={current.id} className={`${styles.toast} ${styles[current.tone]}`}>
      {hasAmounts(current.content) ? (
        <Suspense fallback={null}>
          <MessageWithAmounts message={current.content} />
        </Suspense>
      ) : (
        messageText(t, current.content, (value) => value)
      )}
    </div>
  ) : null;
  const slot = useSyncExternalStore(subscribeModalSlots, topModalSlot, () => null);
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="true">
      {slot && toast ? createPortal(toast, slot) : toast}
    </div>
  );
}
