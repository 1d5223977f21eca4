'use client';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { openModalSlot } from '@/lib/feedback/modal-slots';
import styles from './Dialog.module.css';
import { CloseIcon } from './icons';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom. */
  actions?: ReactNode;
  /**
   * false: shown in the page flow without blocking the rest of the app (for a prompt that
   * opens by itself); true (default): a modal that traps focus.
   */
  modal?: boolean;
}

/**
 * A modal on the native <dialog>: focus is trapped and Escape closes it, for free; a visible
 * close button in its corner for a finger. That button comes last in the reading order, after
 * what the dialog is for (its actions first).
 */
export function Dialog({ open, title, onClose, children, actions, modal = true }: DialogProps) {
  const t = useTranslations();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const slot = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (!open || !modal || !slot.current) return;
    return openModalSlot(slot.current);
  }, [open, modal]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (modal) dialog.showModal();
      else dialog.show();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, modal]);

  return (
    <dialog
      ref={ref}
      className={modal ? styles.dialog : `${styles.dialog} ${styles.inline}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <div className={styles.body}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {children}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
          <button
            type="button"
            className={styles.close}
            aria-label={t('app.close')}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
      ) : null}
      {/* While a modal is open the rest of the page is inert, toasts included: messages about
          what happens in it are shown, and announced, from this live region inside it. */}
      {modal ? <div ref={slot} role="status" aria-live="polite" aria-atomic="true" /> : null}
    </dialog>
  );
}
