'use client';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '@/components/ui/icons';
import { MessageRegion } from '@/components/ui/MessageRegion';
import { subscribeModalSlots, topModalSlot } from '@/lib/feedback/modal-slots';
import { dismissToast, toastAtom } from '@/lib/feedback/toast';
import { useMessageText } from '@/lib/i18n/use-message-text';
import styles from './Toaster.module.css';

/**
 * The one notice: solid, over the page at the top of the screen, right under the header, where
 * screens have their title rather than a field or their primary action (at the bottom, above the
 * tab bar, it would cover Transfer's button on a 320 × 640 phone, and a guest's sign-in). It
 * floats in the top layer (a manual popover, opened once and empty until a message comes), so
 * coming and going moves nothing on the page. It is a polite live region, so screen readers
 * announce each message; an error is an alert and has a close button, since it stays until
 * dismissed or acted on. While a modal dialog is open, everything outside it is inert and drawn
 * beneath it, so the notice goes into the dialog's own live region, a popover the same way
 * (components/ui/Dialog).
 */
export function Toaster() {
  const t = useTranslations();
  // With its amounts (a server's limit) written in the reader's language, in the same pass as
  // the notice itself: a notice never shows empty.
  const text = useMessageText();
  const current = useAtomValue(toastAtom);
  const toast = current ? (
    <div
      key={current.id}
      className={`${styles.toast} ${styles[current.tone]}`}
      role={current.tone === 'error' ? 'alert' : undefined}
    >
      <p className={styles.text}>{text(current.content)}</p>
      {current.sticky ? (
        <button
          type="button"
          className={styles.close}
          aria-label={t('app.close')}
          onClick={() => dismissToast(current.id)}
        >
          <CloseIcon />
        </button>
      ) : null}
    </div>
  ) : null;
  const slot = useSyncExternalStore(subscribeModalSlots, topModalSlot, () => null);
  const region = useRef<HTMLDivElement>(null);
  // Into the top layer once, before any message: a modal dialog opened later is drawn above it.
  // A browser without popovers keeps it fixed in place, above the page by its z-index.
  useEffect(() => {
    const element = region.current;
    if (!element || !('showPopover' in element) || element.matches(':popover-open')) return;
    element.showPopover();
    return () => element.hidePopover();
  }, []);
  return (
    <MessageRegion ref={region} className={styles.region}>
      {slot && toast ? createPortal(toast, slot) : toast}
    </MessageRegion>
  );
}
