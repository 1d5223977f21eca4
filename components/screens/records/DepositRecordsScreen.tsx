'use client';
import { useTranslations } from 'next-intl';
import { LoadMoreList } from '@/components/ui/LoadMoreList';
import { useDepositRecords } from '@/lib/api/queries/assets';
import { DepositRecordItem } from './DepositRecordItem';
import styles from './Records.module.css';

export default function DepositRecordsScreen() {
  const t = useTranslations();
  const query = useDepositRecords();
  return (
    <div className={styles.screen}>
      <LoadMoreList
        query={query}
        label={t('records.deposits')}
        emptyText={t('records.emptyDeposits')}
        itemKey={(record) => record.id}
        renderItem={(record) => <DepositRecordItem record={record} />}
      />
    </div>
  );
}
