'use client';
import { useTranslations } from 'next-intl';
import { LoadMoreList } from '@/components/ui/LoadMoreList';
import { useFlashRecords } from '@/lib/api/queries/assets';
import { FlashRecordItem } from './FlashRecordItem';
import styles from './Records.module.css';

export default function FlashRecordsScreen() {
  const t = useTranslations();
  const query = useFlashRecords();
  return (
    <div className={styles.screen}>
      <LoadMoreList
        query={query}
        label={t('records.exchanges')}
        emptyText={t('records.emptyExchanges')}
        itemKey={(record) => record.id}
        renderItem={(record) => <FlashRecordItem record={record} />}
      />
    </div>
  );
}
