'use client';
import { useTranslations } from 'next-intl';
import { Amount } from '@/components/ui/Amount';
import { ShortValue } from '@/components/ui/LongValue';
import { TxLink } from '@/components/ui/TxLink';
import type { DepositRecord } from '@/lib/contract/contract';
import { useFormat } from '@/lib/i18n/use-format';
import { RecordItem } from './RecordItem';
import { depositDirection, depositStatusLabel } from './record-labels';

export function DepositRecordItem({ record, level }: { record: DepositRecord; level?: 2 | 3 }) {
  const t = useTranslations();
  const format = useFormat();
  const status = depositStatusLabel(record.status);
  // What the payment brought when it was not the order: "5 of 10 USDT".
  const { paid } = record;
  const paidOther =
    paid && (paid.symbol !== record.symbol || paid.amount !== record.amount) ? paid : null;
  return (
    <RecordItem
      level={level}
      title={t('ledger.type.deposit')}
      amount={
        paidOther ? (
          t('records.paidOf', {
            paid:
              paidOther.symbol === record.symbol
                ? format.amount(paidOther.amount, 18)
                : format.money(paidOther.amount, paidOther.symbol, 18),
            ordered: format.money(record.amount, record.symbol, 18),
          })
        ) : (
          <Amount value={record.amount} symbol={record.symbol} decimals={8} />
        )
      }
      direction={depositDirection(record.status)}
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
