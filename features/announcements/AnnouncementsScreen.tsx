'use client';
import { useTranslations } from 'next-intl';
import { LoadMoreList } from '@/components/ui/LoadMoreList';
import { RefreshButton } from '@/components/ui/RefreshButton';
import { Screen, Toolbar } from '@/components/ui/Screen';
import { withoutBidiControls } from '@/lib/html/bidi-controls';
import { useFormat } from '@/lib/i18n/use-format';
import { Link } from '@/lib/router';
import styles from './announcements.module.css';
import { useAnnouncements } from './use-announcements';

export default function AnnouncementsScreen() {
  const t = useTranslations();
  const format = useFormat();
  const notices = useAnnouncements();
  return (
    <Screen>
      <Toolbar>
        <RefreshButton onRefresh={() => notices.refetch()} />
      </Toolbar>
      <LoadMoreList
        query={notices}
        label={t('news.list')}
        emptyText={t('news.empty')}
        itemKey={(notice) => notice.id}
        renderItem={(notice) => (
          <Link to="announcementDetail" query={{ id: notice.id }} className={styles.item}>
            <span className={styles.itemTitle} dir="auto">
              {withoutBidiControls(notice.title)}
            </span>
            <span className={styles.time}>{format.dateTime(notice.createdAt)}</span>
          </Link>
        )}
      />
    </Screen>
  );
}
