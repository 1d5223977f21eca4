'use client';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { DelayedSpinner } from '@/components/ui/DelayedSpinner';
import { ErrorState } from '@/components/ui/ErrorState';
import { RefreshButton } from '@/components/ui/RefreshButton';
import { Screen, Toolbar } from '@/components/ui/Screen';
import { withoutBidiControls } from '@/lib/html/bidi-controls';
import { sanitizeHtml } from '@/lib/html/sanitize';
import { useFormat } from '@/lib/i18n/use-format';
import { Link } from '@/lib/router';
import type { ScreenProps } from '@/lib/router/screen-props';
import styles from './announcements.module.css';
import { useAnnouncement } from './api';
import { isNoticeMissing, parseNoticeId } from './notice-id';

export default function AnnouncementDetailScreen({ query }: ScreenProps) {
  const id = parseNoticeId(query.id);
  const notice = useAnnouncement(id ?? 0);

  if (id === null || (notice.error && isNoticeMissing(notice.error))) return <NotFound />;
  if (notice.data) {
    return (
      <Screen>
        <Toolbar>
          <RefreshButton onRefresh={() => notice.refetch()} />
        </Toolbar>
        <NoticeBody
          title={withoutBidiControls(notice.data.title)}
          time={notice.data.createdAt}
          html={notice.data.content}
        />
      </Screen>
    );
  }
  if (notice.error)
    return <ErrorState error={notice.error} onRetry={() => void notice.refetch()} />;
  return <DelayedSpinner />;
}

function NoticeBody({ title, time, html }: { title: string; time: string; html: string }) {
  const format = useFormat();
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Screen as="article">
      {/* The server writes notices in its own language: each reads in that language's direction. */}
      <h2 className={styles.title} dir="auto">
        {title}
      </h2>
      <span className={styles.time}>{format.dateTime(time)}</span>
      <div
        className={styles.content}
        dir="auto"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server HTML is sanitised just above
        dangerouslySetInnerHTML={{ __html: safe }}
      />
    </Screen>
  );
}

function NotFound() {
  const t = useTranslations();
  return (
    <div className={styles.missing} role="alert">
      <p>{t('news.notFound')}</p>
      <Link to="announcements" className={styles.link}>
        {t('news.backToList')}
      </Link>
    </div>
  );
}
