'use client';
import { useTranslations } from 'next-intl';
import type { Debts } from '@/lib/contract/areas/account';
import { useFormat } from '@/lib/i18n/use-format';
import styles from './assets.module.css';

/**
 * What a deposit taken back by the chain left unpaid, asset by asset: the exact amount owed and
 * what it means (nothing of the asset can leave until a deposit covers it).
 */
export function DebtNotice({ debt }: { debt: Debts | undefined }) {
  const t = useTranslations();
  const format = useFormat();
  const owed = (['USDT', 'RWAT', 'RWAC'] as const).flatMap((symbol) => {
    const amount = debt?.[symbol];
    return amount ? [{ symbol, amount }] : [];
  });
  if (owed.length === 0) return null;
  return (
    <div className={styles.notice} role="status">
      {owed.map(({ symbol, amount }) => (
        <p key={symbol} className={styles.confirmText}>
          {t('assets.debt', { amount: format.money(amount, symbol, 18), symbol })}
        </p>
      ))}
    </div>
  );
}
