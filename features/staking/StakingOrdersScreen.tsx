'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Amount } from '@/components/ui/Amount';
import { Card } from '@/components/ui/Card';
import { DelayedSpinner } from '@/components/ui/DelayedSpinner';
import { ErrorState } from '@/components/ui/ErrorState';
import { LoadMoreList } from '@/components/ui/LoadMoreList';
import { RefreshButton } from '@/components/ui/RefreshButton';
import { Screen, Toolbar } from '@/components/ui/Screen';
import { StatsSkeleton } from '@/components/ui/Skeleton';
import { StatList } from '@/components/ui/StatList';
import { Tabs } from '@/components/ui/Tabs';
import type { StakingOrderStatus } from '@/lib/contract/contract';
import { useEarnings, useStakingOrders } from './api';
import { EarningsChart } from './EarningsChart';
import { OrderItem } from './OrderItem';
import styles from './staking.module.css';
import { orderStatusKeys } from './staking-labels';

const statuses: StakingOrderStatus[] = ['active', 'ended'];

export default function StakingOrdersScreen() {
  const t = useTranslations();
  const [status, setStatus] = useState<StakingOrderStatus>('active');
  const orders = useStakingOrders(status);
  const earnings = useEarnings();
  const { summary } = orders;
  // This list never covers the screen with the overlay; a refresh says so here instead.
  const updating = orders.isFetching && !orders.isPending && !orders.isFetchingNextPage;
  return (
    <Screen>
      <Toolbar spread>
        <span className={styles.updating} role="status">
          {updating ? t('orders.updating') : ''}
        </span>
        <RefreshButton onRefresh={() => Promise.all([orders.refetch(), earnings.refetch()])} />
      </Toolbar>
      <Card title={t('orders.summary')}>
        {summary ? (
          <StatList
            columns={3}
            items={[
              {
                label: t('orders.remainingBoost'),
                value: <Amount value={summary.remainingBoost} symbol="U" />,
              },
              {
                label: t('orders.dailyIncome'),
                value: <Amount value={summary.dailyIncome} symbol="USDT" />,
              },
              {
                label: t('orders.todayOutput'),
                value: <Amount value={summary.todayOutput} symbol="USDT" />,
              },
            ]}
          />
        ) : orders.isPending ? (
          <StatsSkeleton count={3} columns={3} />
        ) : null}
      </Card>
      <Card>
        {earnings.data ? (
          <EarningsChart earnings={earnings.data} />
        ) : earnings.error ? (
          <ErrorState error={earnings.error} onRetry={() => void earnings.refetch()} />
        ) : (
          <DelayedSpinner />
        )}
      </Card>
      <Card title={t('orders.list')}>
        <Tabs
          label={t('orders.filter')}
          value={status}
          onChange={setStatus}
          tabs={statuses.map((id) => ({ id, label: t(orderStatusKeys[id]) }))}
        />
        <div role="tabpanel" aria-label={t(orderStatusKeys[status])}>
          <LoadMoreList
            query={orders}
            label={t('orders.list')}
            emptyText={t(status === 'active' ? 'orders.emptyActive' : 'orders.emptyEnded')}
            emptyNext={{ to: 'staking', label: t('staking.stakeNow') }}
            itemKey={(order) => order.id}
            renderItem={(order) => <OrderItem order={order} />}
          />
        </div>
      </Card>
    </Screen>
  );
}
