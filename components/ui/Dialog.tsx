'use client';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { openModalSlot } from '@/lib/feedback/modal-slots';
import { type DialogEntry, pushDialogEntry } from '@/lib/router';
import styles from './Dialog.module.css';
import { CloseIcon } from './icons';
import { MessageRegion } from './MessageRegion';

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
 * what the dialog is for (its actions first). The browser's Back (Android's back gesture) closes
 * it too, keeping the page under it as it was: while open, a modal has an entry of its own in
 * history (`pushDialogEntry`), so a second Back leaves the page.
 */
export function Dialog({ open, title, onClose, children, actions, modal = true }: DialogProps) {
  const t = useTranslations();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const slot = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const entry = useRef<DialogEntry | null>(null);
  // Counts Backs, so a dialog that stays open after one (busy) renders and takes its entry back.
  const [, setBacks] = useState(0);

  useEffect(() => {
    if (!open || !modal) return;
    const own = pushDialogEntry(() => {
      setBacks((n) => n + 1);
      closeRef.current();
    });
    entry.current = own;
    return () => {
      entry.current = null;
      own.release();
    };
  }, [open, modal]);

  useEffect(() => {
    if (open && entry.current?.popped) entry.current.restore();
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (modal) {
        dialog.showModal();
        // The top layer draws what entered it last on top: the messages' region goes in after
        // the dialog, so what it shows is above it (a newer dialog's region above that one).
        if (slot.current && 'showPopover' in slot.current) slot.current.showPopover();
      } else dialog.show();
    }
    if (!open && dialog.open) {
      if (slot.current?.matches(':popover-open')) slot.current.hidePopover();
      dialog.close();
    }
  }, [open, modal]);

  // Once the region is in the top layer (the effect above): a message shown from it then is
  // above the dialog from its first frame.
  useEffect(() => {
    if (!open || !modal || !slot.current) return;
    return openModalSlot(slot.current);
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
          what happens in it are shown and announced from this live region inside it, a manual
          popover in the top layer above the dialog. */}
      {modal ? <MessageRegion ref={slot} className={styles.slot} /> : null}
    </dialog>
  );
}
