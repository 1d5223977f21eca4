'use client';
import { useTranslations } from 'next-intl';
import { Amount } from '@/components/ui/Amount';
import { QueryView } from '@/components/ui/QueryView';
import { usePlatformConfig } from '@/features/assets/api';
import type { Balances } from '@/lib/contract/contract';
import { useFormat } from '@/lib/i18n/use-format';
import { balancesValue } from './balances-value';
import styles from './home.module.css';

/**
 * The balances' worth in USDT at today's RWAT price, and what it leaves out: RWAC has no price,
 * which is said beside the figure rather than hidden in it.
 */
export function TotalValue({ balances }: { balances: Balances }) {
  const t = useTranslations();
  const format = useFormat();
  const config = usePlatformConfig();
  return (
    <QueryView query={config}>
      {({ rwatPrice }) => {
        const total = balancesValue(balances, rwatPrice);
        if (total === null) return null;
        return (
          <div className={styles.total}>
            <p className={styles.totalLabel}>{t('home.balances.total')}</p>
            <p className={styles.totalAmount}>
              <Amount value={total} symbol="USDT" />
            </p>
            <p className={styles.totalNote}>
              {t('home.balances.totalBasis', { price: format.amount(rwatPrice, 18) })}
              <br />
              {t('home.balances.rwacNoPrice')}
            </p>
          </div>
        );
      }}
    </QueryView>
  );
}
