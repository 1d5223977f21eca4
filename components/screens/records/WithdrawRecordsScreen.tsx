'use client';
import { useTranslations } from 'next-intl';
import { LoadMoreList } from '@/components/ui/LoadMoreList';
import { useWithdrawRecords } from '@/lib/api/queries/assets';
import styles from './Records.module.css';
import { WithdrawRecordItem } from './WithdrawRecordItem';

export default function WithdrawRecordsScreen() {
  const t = useTranslations();
  const query = useWithdrawRecords();
  return (
    <div className={styles.screen}>
      <LoadMoreList
        query={query}
        label={t('records.withdrawals')}
        emptyText={t('records.emptyWithdrawals')}
        itemKey={(record) => record.id}
        renderItem={(record) => <WithdrawRecordItem record={record} />}
      />
    </div>
  );
}
