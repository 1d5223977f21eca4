'use client';
import { useTranslations } from 'next-intl';
import { LoadMoreList } from '@/components/ui/LoadMoreList';
import { useTransferRecords } from '@/lib/api/queries/assets';
import styles from './Records.module.css';
import { TransferRecordItem } from './TransferRecordItem';

export default function TransferRecordsScreen() {
  const t = useTranslations();
  const query = useTransferRecords();
  return (
    <div className={styles.screen}>
      <LoadMoreList
        query={query}
        label={t('records.transfers')}
        emptyText={t('records.emptyTransfers')}
        itemKey={(record) => record.id}
        renderItem={(record) => <TransferRecordItem record={record} />}
      />
    </div>
  );
}
