'use client';
import { useTranslations } from 'next-intl';
import type { LedgerEntry } from '@/lib/contract/contract';
import { useFormat } from '@/lib/i18n/use-format';
import { ledgerDirection, ledgerLabelKey } from './ledger-labels';
import { RecordItem } from './RecordItem';

export function LedgerEntryItem({ entry, level }: { entry: LedgerEntry; level?: 2 | 3 }) {
  const t = useTranslations();
  const format = useFormat();
  const direction = ledgerDirection(entry.amount);
  const unsigned = entry.amount.replace(/^[-+]/, '');
  return (
    <RecordItem
      level={level}
      title={t(ledgerLabelKey(entry.type))}
      amount={
        <span className="ltr">
          {direction === 'out' ? '−' : '+'}
          {format.money(unsigned, entry.symbol, 8)}
        </span>
      }
      direction={direction}
      details={[{ label: t('assets.time'), value: format.dateTime(entry.createdAt) }]}
    />
  );
}
