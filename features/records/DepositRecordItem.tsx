'use client';
import { useTranslations } from 'next-intl';
import { Amount } from '@/components/ui/Amount';
import { ShortValue } from '@/components/ui/LongValue';
import { TxLink } from '@/components/ui/TxLink';
import type { DepositRecord } from '@/lib/contract/contract';
import { useFormat } from '@/lib/i18n/use-format';
import { RecordItem } from './RecordItem';
import { depositStatusLabel } from './record-labels';

export function DepositRecordItem({ record, level }: { record: DepositRecord; level?: 2 | 3 }) {
  const t = useTranslations();
  const format = useFormat();
  const status = depositStatusLabel(record.status);
  return (
    <RecordItem
      level={level}
      title={t('ledger.type.deposit')}
      amount={<Amount value={record.amount} symbol={record.symbol} decimals={8} />}
      direction="in"
      status={{ text: t(status.key), tone: status.tone }}
      details={[
        { label: t('assets.time'), value: format.dateTime(record.createdAt) },
        {
          label: t('records.orderNo'),
          value: <ShortValue value={record.orderNo} label={t('records.orderNo')} reveal digits />,
        },
        ...(record.txHash
          ? [{ label: t('records.txHash'), value: <TxLink hash={record.txHash} /> }]
          : []),
      ]}
    />
  );
}
