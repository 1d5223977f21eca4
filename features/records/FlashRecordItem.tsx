'use client';
import { useTranslations } from 'next-intl';
import { Amount } from '@/components/ui/Amount';
import type { FlashExchangeRecord } from '@/lib/contract/contract';
import { useFormat } from '@/lib/i18n/use-format';
import { FlashPrice } from './FlashPrice';
import { RecordItem } from './RecordItem';

export function FlashRecordItem({ record }: { record: FlashExchangeRecord }) {
  const t = useTranslations();
  const format = useFormat();
  return (
    <RecordItem
      title={t('flash.typeRwatUsdt')}
      amount={<Amount value={record.received} symbol="USDT" decimals={8} />}
      direction="in"
      // The type is the title ("RWAT → USDT"), said once.
      details={[
        // The price this exchange was made at, not today's.
        { label: t('flash.recordPrice'), value: <FlashPrice price={record.price} /> },
        {
          label: t('flash.quantity'),
          value: <Amount value={record.quantity} symbol="RWAT" decimals={8} />,
        },
        { label: t('flash.fee'), value: <Amount value={record.fee} symbol="USDT" decimals={8} /> },
        { label: t('assets.time'), value: format.dateTime(record.createdAt) },
      ]}
    />
  );
}
