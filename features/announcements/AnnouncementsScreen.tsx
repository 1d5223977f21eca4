'use client';
import { useTranslations } from 'next-intl';
import { LoadMoreList } from '@/components/ui/LoadMoreList';
import { RefreshButton } from '@/components/ui/RefreshButton';
import { useFormat } from '@/lib/i18n/use-format';
import { Link } from '@/lib/router';
import styles from './announcements.module.css';
import { useAnnouncements } from './api';

export default function AnnouncementsScreen() {
  const t = useTranslations();
  const format = useFormat();
  const notices = useAnnouncements();
  return (
    <div className={styles.screen}>
      <div className={styles.toolbar}>
        <RefreshButton onRefresh={() => notices.refetch()} />
      </div>
      <LoadMoreList
        query={notices}
        label={t('news.list')}
        emptyText={t('news.empty')}
        itemKey={(notice) => notice.id}
        renderItem={(notice) => (
          <Link to="announcementDetail" query={{ id: notice.id }} className={styles.item}>
            <span className={styles.itemTitle}>{notice.title}</span>
            <span className={styles.time}>{format.dateTime(notice.createdAt)}</span>
          </Link>
        )}
      />
    </div>
  );
}
