'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

/** What the screen that opens a review holds: whether it is open, and what Confirm and Cancel do. */
export interface ReviewControls {
  open: boolean;
  /** The confirmed request is on its way: Confirm shows progress, nothing closes the review. */
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

interface ReviewDialogProps extends ReviewControls {
  title: string;
  /** Confirm waits, e.g. for an acknowledged warning. */
  confirmDisabled?: boolean;
  confirmLabel?: string;
  /**
   * What became of the last Confirm (no answer, a moved price): shown in the review, not as a
   * toast, until the person confirms again or leaves (`ReviewNotice`).
   */
  notice?: ReactNode;
  children: ReactNode;
}

/** The last look before an irreversible action: what will happen, then Cancel or Confirm. */
export function ReviewDialog({
  open,
  title,
  busy = false,
  confirmDisabled,
  confirmLabel,
  onConfirm,
  onClose,
  notice,
  children,
}: ReviewDialogProps) {
  const t = useTranslations();
  return (
    <Dialog
      open={open}
      title={title}
      onClose={() => {
        if (!busy) onClose();
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('app.cancel')}
          </Button>
          <Button onClick={onConfirm} busy={busy} disabled={confirmDisabled}>
            {confirmLabel ?? t('app.confirm')}
          </Button>
        </>
      }
    >
      {children}
      {notice}
    </Dialog>
  );
}
