'use client';
import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/Card';
import { CardLink } from '@/components/ui/CardLink';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { useLatestAnnouncements } from '@/features/announcements/api';
import { withoutBidiControls } from '@/lib/html/bidi-controls';
import { Link } from '@/lib/router';
import styles from './home.module.css';

const PLACEHOLDER_ROWS = ['first', 'second', 'third'] as const;

/** The latest announcement titles and the way to all of them. */
export function NoticesCard() {
  const t = useTranslations();
  const notices = useLatestAnnouncements();
  let body: React.ReactNode;
  if (notices.isPending)
    // Placeholder rows of the same height as titles, so the card does not grow when they come.
    body = (
      <ul className={styles.notices} aria-busy="true">
        {PLACEHOLDER_ROWS.map((row) => (
          <li key={row} className={styles.noticeLink} aria-hidden="true">
            —
          </li>
        ))}
      </ul>
    );
  else if (notices.error && !notices.data)
    body = <ErrorState error={notices.error} onRetry={() => void notices.refetch()} />;
  else if (!notices.data?.list.length) body = <EmptyState text={t('home.notices.empty')} />;
  else
    body = (
      <ul className={styles.notices}>
        {notices.data.list.map((notice) => (
          <li key={notice.id}>
            <Link
              to="announcementDetail"
              query={{ id: notice.id }}
              className={styles.noticeLink}
              dir="auto"
            >
              {withoutBidiControls(notice.title)}
            </Link>
          </li>
        ))}
      </ul>
    );
  return (
    <Card
      title={t('home.notices.title')}
      action={<CardLink to="announcements">{t('home.notices.more')}</CardLink>}
    >
      {body}
    </Card>
  );
}
