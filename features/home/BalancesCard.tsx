'use client';
import { useTranslations } from 'next-intl';
import { Amount } from '@/components/ui/Amount';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { QueryView } from '@/components/ui/QueryView';
import { StatList } from '@/components/ui/StatList';
import { useBalances } from '@/features/assets/balances';
import { watchToken } from '@/lib/chain/wallet';
import { config } from '@/lib/config';
import { toast } from '@/lib/feedback/toast';
import { Link } from '@/lib/router';
import styles from './home.module.css';

/** Asks the wallet to list RWAC, so the person sees it there too (EIP-747). */
async function addRwacToWallet(): Promise<void> {
  try {
    const added = await watchToken({
      address: config.tokens.RWAC,
      symbol: 'RWAC',
      decimals: 18,
    });
    if (added) toast.success('home.balances.rwacAdded');
    else toast.error('home.balances.rwacNotAdded');
  } catch {
    toast.error('home.balances.rwacNotAdded');
  }
}

/** The signed-in user's USDT and RWAC and the way to their staking orders (how fresh: HomeFreshness). */
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
          <>
            <StatList
              items={[
                {
                  label: t('home.balances.usdt'),
                  value: <Amount value={data.USDT} symbol="USDT" />,
                },
                {
                  label: t('home.balances.rwac'),
                  value: <Amount value={data.RWAC} symbol="RWAC" />,
                },
              ]}
            />
            <div className={styles.balancesFoot}>
              <Button variant="secondary" onClick={() => void addRwacToWallet()}>
                {t('home.balances.addRwac')}
              </Button>
            </div>
          </>
        )}
      </QueryView>
    </Card>
  );
}
