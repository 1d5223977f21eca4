'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import type { RouteId } from '@/lib/routes';
import styles from './States.module.css';

/**
 * What became of the last Confirm, said inside the review (a toast would be gone in two
 * seconds): it stays until the person confirms again or leaves.
 */
export function ReviewNotice({ children }: { children: ReactNode }) {
  return (
    <div className={styles.reviewNotice} role="alert">
      {children}
    </div>
  );
}

/**
 * The request got no answer, or one the app cannot read: it may have gone through. Confirming
 * again is safe (the same key), and the records show it once the server has it.
 */
export function OutcomeUnknownNotice({ records }: { records?: { to: RouteId; label: string } }) {
  const t = useTranslations();
  return (
    <ReviewNotice>
      <p>{t('errors.outcomeUnknown')}</p>
      {records ? <Link to={records.to}>{records.label}</Link> : null}
    </ReviewNotice>
  );
}

/**
 * Outside the review: a confirmation here got no answer and its outcome is still not known
 * (before a reload, a screen left, a session that ended). It stays until one is answered; the
 * screen's own link leads to the records.
 */
export function UnansweredNotice() {
  const t = useTranslations();
  return (
    <div className={styles.reviewNotice} role="status">
      <p>{t('errors.unanswered')}</p>
    </div>
  );
}
