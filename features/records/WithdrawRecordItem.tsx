'use client';
import { useTranslations } from 'next-intl';
import { Amount } from '@/components/ui/Amount';
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
        { label: t('assets.address'), value: <span className="ltr">{record.address}</span> },
        { label: t('assets.time'), value: format.dateTime(record.createdAt) },
      ]}
    />
  );
}
