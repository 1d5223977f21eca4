'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Amount } from '@/components/ui/Amount';
import { Card } from '@/components/ui/Card';
import { QueryView } from '@/components/ui/QueryView';
import { StatList } from '@/components/ui/StatList';
import { useNetworkStats } from './api';

/** Network-wide totals: public, so guests see them too. */
export function NetworkStatsCard() {
  const t = useTranslations();
  const stats = useNetworkStats();
  const data = stats.data;
  // While loading, the same list with dashes: the card keeps its height and nothing below moves.
  const value = (render: (d: NonNullable<typeof data>) => ReactNode) => (data ? render(data) : '—');
  if (stats.error && !data) {
    return (
      <Card title={t('home.stats.title')}>
        <QueryView query={stats}>{() => null}</QueryView>
      </Card>
    );
  }
  return (
    <Card title={t('home.stats.title')}>
      <div aria-busy={!data || undefined}>
        <StatList
          columns={1}
          items={[
            {
              label: t('home.stats.totalStakedValue'),
              value: value((d) => <Amount value={d.totalStakedValue} symbol="U" />),
            },
            {
              label: t('home.stats.totalStakedQuantity'),
              value: value((d) => <Amount value={d.totalStakedQuantity} decimals={0} />),
            },
            {
              label: t('home.stats.totalHashPower'),
              value: value((d) => <Amount value={d.totalHashPower} />),
            },
          ]}
        />
      </div>
    </Card>
  );
}
