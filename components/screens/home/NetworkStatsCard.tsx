'use client';
import { useTranslations } from 'next-intl';
import { Amount } from '@/components/ui/Amount';
import { Card } from '@/components/ui/Card';
import { QueryView } from '@/components/ui/QueryView';
import { StatList } from '@/components/ui/StatList';
import { useNetworkStats } from '@/lib/api/queries/public';

/** Network-wide totals: public, so guests see them too. */
export function NetworkStatsCard() {
  const t = useTranslations();
  const stats = useNetworkStats();
  return (
    <Card title={t('home.stats.title')}>
      <QueryView query={stats}>
        {(data) => (
          <StatList
            columns={1}
            items={[
              {
                label: t('home.stats.totalStakedValue'),
                value: <Amount value={data.totalStakedValue} symbol="U" />,
              },
              {
                label: t('home.stats.totalStakedQuantity'),
                value: <Amount value={data.totalStakedQuantity} decimals={0} />,
              },
              {
                label: t('home.stats.totalHashPower'),
                value: <Amount value={data.totalHashPower} />,
              },
            ]}
          />
        )}
      </QueryView>
    </Card>
  );
}
