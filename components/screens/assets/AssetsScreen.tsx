'use client';
import { useTranslations } from 'next-intl';
import { LedgerList } from '@/components/screens/records/LedgerList';
import { Amount } from '@/components/ui/Amount';
import { Card } from '@/components/ui/Card';
import { QueryView } from '@/components/ui/QueryView';
import { StatList } from '@/components/ui/StatList';
import { useBalances } from '@/lib/api/queries/user';
import { Link } from '@/lib/router';
import styles from './Assets.module.css';

const SYMBOLS = ['USDT', 'RWAT', 'RWAC'] as const;

export default function AssetsScreen() {
  const t = useTranslations();
  const balances = useBalances();
  return (
    <div className={styles.screen}>
      <Card title={t('assets.balances')}>
        <QueryView query={balances}>
          {(data) => (
            <StatList
              columns={3}
              items={SYMBOLS.map((symbol) => ({
                label: symbol,
                value: <Amount value={data[symbol]} />,
              }))}
            />
          )}
        </QueryView>
        <nav aria-label={t('assets.actions')}>
          <ul className={styles.actions}>
            <li>
              <Link to="topup" className={styles.primaryAction}>
                {t('assets.topUp')}
              </Link>
            </li>
            <li>
              <Link to="withdraw" className={styles.action}>
                {t('assets.withdraw')}
              </Link>
            </li>
            <li>
              <Link to="flashExchange" className={styles.action}>
                {t('assets.flash')}
              </Link>
            </li>
            <li>
              <Link to="transfer" className={styles.action}>
                {t('assets.transfer')}
              </Link>
            </li>
          </ul>
        </nav>
      </Card>
      <Card title={t('assets.records')}>
        <ul className={styles.links}>
          <li>
            <Link to="depositRecords" className={styles.link}>
              {t('assets.depositRecords')}
            </Link>
          </li>
          <li>
            <Link to="withdrawRecords" className={styles.link}>
              {t('assets.withdrawRecords')}
            </Link>
          </li>
          <li>
            <Link to="flashRecords" className={styles.link}>
              {t('assets.flashRecords')}
            </Link>
          </li>
          <li>
            <Link to="transferRecords" className={styles.link}>
              {t('assets.transferRecords')}
            </Link>
          </li>
        </ul>
      </Card>
      <Card
        title={t('assets.ledger')}
        action={
          <Link to="ledger" className={styles.headLink}>
            {t('assets.viewAll')}
          </Link>
        }
      >
        <LedgerList level={3} />
      </Card>
    </div>
  );
}
