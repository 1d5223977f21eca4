'use client';
import { useTranslations } from 'next-intl';
import { Amount } from '@/components/ui/Amount';
import { StatList } from '@/components/ui/StatList';
import type { StakingOrder } from '@/lib/contract/contract';
import { useFormat } from '@/lib/i18n/use-format';
import styles from './staking.module.css';
import { orderStatusKeys, orderTypeKey } from './staking-labels';

export function OrderItem({ order }: { order: StakingOrder }) {
  const t = useTranslations();
  const format = useFormat();
  return (
    <article className={styles.order}>
      <div className={styles.orderHead}>
        <h3 className={styles.orderTitle}>{t(orderTypeKey(order.type))}</h3>
        <span className={order.status === 'active' ? styles.active : styles.ended}>
          {t(orderStatusKeys[order.status] ?? 'orders.status.ended')}
        </span>
      </div>
      <StatList
        items={[
          { label: t('orders.amount'), value: <Amount value={order.amount} symbol="U" /> },
          {
            label: t('orders.remainingOutput'),
            value: <Amount value={order.remainingOutput} symbol="USDT" />,
          },
        ]}
      />
      {/* A line of its own: in half a 320 px card a long language's date took three lines. */}
      <StatList
        columns={1}
        items={[{ label: t('orders.time'), value: format.dateTime(order.createdAt) }]}
      />
    </article>
  );
}
