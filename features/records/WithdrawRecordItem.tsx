'use client';
import { useTranslations } from 'next-intl';
import { Amount } from '@/components/ui/Amount';
import { ShortValue } from '@/components/ui/LongValue';
import { TxLink } from '@/components/ui/TxLink';
import type { WithdrawRecord } from '@/lib/contract/contract';
import { useFormat } from '@/lib/i18n/use-format';
import { RecordItem } from './RecordItem';
import { withdrawStatusLabel } from './record-labels';

export function WithdrawRecordItem({ record }: { record: WithdrawRecord }) {
  const t = useTranslations();
  const format = useFormat();
  const status = withdrawStatusLabel(record.status);
  return (
    <RecordItem
      title={t('ledger.type.withdraw')}
      amount={<Amount value={record.amount} symbol={record.symbol} decimals={8} />}
      direction="out"
      status={{ text: t(status.key), tone: status.tone }}
      details={[
        {
          label: t('assets.address'),
          value: <ShortValue value={record.address} label={t('assets.address')} reveal />,
        },
        { label: t('assets.time'), value: format.dateTime(record.createdAt) },
        ...(record.txHash
          ? [{ label: t('records.txHash'), value: <TxLink hash={record.txHash} /> }]
          : []),
        ...(record.reason ? [{ label: t('records.reason'), value: record.reason }] : []),
      ]}
    />
  );
}
