'use client';
import { useTranslations } from 'next-intl';
import { Amount } from '@/components/ui/Amount';
import { Card } from '@/components/ui/Card';
import { CardLink } from '@/components/ui/CardLink';
import { DepositIcon, FlashIcon, TransferIcon, WithdrawIcon } from '@/components/ui/icons';
import { QueryView } from '@/components/ui/QueryView';
import { Screen } from '@/components/ui/Screen';
import { StatsSkeleton } from '@/components/ui/Skeleton';
import { StatList } from '@/components/ui/StatList';
import { UpdatedAgo } from '@/components/ui/UpdatedAgo';
import { LedgerList } from '@/features/records/LedgerList';
import { type RecordRouteId, recordRoutes } from '@/features/records/record-routes';
import { Link } from '@/lib/router';
import styles from './assets.module.css';
import { useBalances } from './balances';
import { DebtNotice } from './DebtNotice';
import { RowLink } from './RowLink';

const SYMBOLS = ['USDT', 'RWAT', 'RWAC'] as const;

/** Every record screen, in the table's order, with its link text. */
const recordLinks = (Object.keys(recordRoutes) as RecordRouteId[]).map(
  (route) => [route, `assets.${route}`] as const,
);
export default function AssetsScreen() {
  const t = useTranslations();
  const balances = useBalances();
  return (
    <Screen spacing="tight">
      <Card title={t('assets.balances')}>
        <QueryView query={balances} skeleton={<StatsSkeleton count={SYMBOLS.length} columns={3} />}>
          {(data) => (
            <>
              <StatList
                columns={3}
                items={SYMBOLS.map((symbol) => ({
                  label: symbol,
                  value: <Amount value={data[symbol]} />,
                }))}
              />
              <DebtNotice debt={data.debt} />
              <UpdatedAgo at={balances.dataUpdatedAt} />
            </>
          )}
        </QueryView>
        <nav aria-label={t('assets.actions')}>
          <ul className={styles.actions}>
            <li>
              <Link to="deposit" className={`${styles.action} ${styles.primaryAction}`}>
                <DepositIcon />
                <span>{t('assets.topUp')}</span>
              </Link>
            </li>
            <li>
              <Link to="withdraw" className={styles.action}>
                <WithdrawIcon />
                <span>{t('assets.withdraw')}</span>
              </Link>
            </li>
            <li>
              <Link to="flashExchange" className={styles.action}>
                <FlashIcon />
                <span>{t('assets.flash')}</span>
              </Link>
            </li>
            <li>
              <Link to="transfer" className={styles.action}>
                <TransferIcon />
                <span>{t('assets.transfer')}</span>
              </Link>
            </li>
          </ul>
        </nav>
      </Card>
      <Card title={t('assets.records')}>
        <ul className={styles.links}>
          {recordLinks.map(([route, link]) => (
            <li key={route}>
              <RowLink to={route}>{t(link)}</RowLink>
            </li>
          ))}
        </ul>
      </Card>
      <Card
        title={t('assets.ledger')}
        action={<CardLink to="ledger">{t('assets.viewAll')}</CardLink>}
      >
        <LedgerList level={3} />
      </Card>
    </Screen>
  );
}
