'use client';
import { useTranslations } from 'next-intl';
import { Amount } from '@/components/ui/Amount';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { CardLink } from '@/components/ui/CardLink';
import { QueryView } from '@/components/ui/QueryView';
import { useBalances } from '@/features/assets/balances';
import { config } from '@/lib/config';
import type { Balances } from '@/lib/contract/contract';
import { toast } from '@/lib/feedback/toast';
import styles from './home.module.css';
import { TotalValue } from './TotalValue';

/** Asks the wallet to list RWAC, so the person sees it there too (EIP-747). */
async function addRwacToWallet(): Promise<void> {
  try {
    // The wallet's code (wagmi, viem) comes with the tap: the cards a returning person's Home
    // waits for do not carry it.
    const { watchToken } = await import('@/lib/chain/wallet');
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

const SYMBOLS = ['USDT', 'RWAT', 'RWAC'] as const;
const LABELS = {
  USDT: 'home.balances.usdt',
  RWAT: 'home.balances.rwat',
  RWAC: 'home.balances.rwac',
} as const;

/** One line a balance: the label quiet at the start, the amount large at the end. */
function BalanceLines({ balances }: { balances: Balances }) {
  const t = useTranslations();
  return (
    <dl className={styles.balances}>
      {SYMBOLS.map((symbol) => (
        <div key={symbol} className={styles.balance}>
          <dt className={styles.balanceLabel}>{t(LABELS[symbol])}</dt>
          <dd className={styles.balanceAmount}>
            <Amount value={balances[symbol]} symbol={symbol} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The signed-in person's total value, their USDT, RWAT and RWAC, and the way to their staking
 * orders: the first thing Home shows them (how fresh: HomeFreshness).
 */
export function BalancesCard() {
  const t = useTranslations();
  const balances = useBalances();
  return (
    <Card
      title={t('home.balances.title')}
      action={<CardLink to="stakingOrders">{t('home.stakingRecords')}</CardLink>}
    >
      <QueryView query={balances}>
        {(data) => (
          <>
            <TotalValue balances={data} />
            <BalanceLines balances={data} />
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
