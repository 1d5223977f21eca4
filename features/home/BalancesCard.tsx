'use client';
import { useTranslations } from 'next-intl';
import { Amount } from '@/components/ui/Amount';
import { Card } from '@/components/ui/Card';
import { QueryView } from '@/components/ui/QueryView';
import { StatList } from '@/components/ui/StatList';
import { useBalances } from '@/features/assets/balances';
import { Link } from '@/lib/router';
import styles from './home.module.css';

/** The signed-in user's USDT and RWAC, and the way to their staking orders. */
export function BalancesCard() {
  const t = useTranslations();
  const balances = useBalances();
  return (
    <Card
      title={t('home.balances.title')}
      action={
        <Link to="stakingOrders" className={styles.link}>
          {t('home.stakingRecords')}
        </Link>
      }
    >
      <QueryView query={balances}>
        {(data) => (
          <StatList
            items={[
              { label: t('home.balances.usdt'), value: <Amount value={data.USDT} symbol="USDT" /> },
              { label: t('home.balances.rwac'), value: <Amount value={data.RWAC} symbol="RWAC" /> },
            ]}
          />
        )}
      </QueryView>
    </Card>
  );
}
