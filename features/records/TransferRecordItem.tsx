'use client';
import { useTranslations } from 'next-intl';
import { Amount } from '@/components/ui/Amount';
import { ShortValue } from '@/components/ui/LongValue';
import type { TransferRecord } from '@/lib/contract/contract';
import { useFormat } from '@/lib/i18n/use-format';
import { RecordItem } from './RecordItem';
import { transferDirectionKey } from './record-labels';

export function TransferRecordItem({ record }: { record: TransferRecord }) {
  const t = useTranslations();
  const format = useFormat();
  return (
    <RecordItem
      title={t(transferDirectionKey(record.direction))}
      amount={<Amount value={record.amount} symbol={record.symbol} decimals={8} />}
      direction={record.direction}
      details={[
        {
          label: record.direction === 'in' ? t('transfer.from') : t('transfer.to'),
          value: (
            <ShortValue
              value={record.address}
              label={record.direction === 'in' ? t('transfer.from') : t('transfer.to')}
              reveal
            />
          ),
        },
        { label: t('assets.time'), value: format.dateTime(record.createdAt) },
      ]}
    />
  );
}
