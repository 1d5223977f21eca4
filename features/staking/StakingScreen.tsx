'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { DelayedSpinner } from '@/components/ui/DelayedSpinner';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { RefreshButton } from '@/components/ui/RefreshButton';
import { OutcomeUnknownNotice } from '@/components/ui/ReviewNotice';
import { Screen, Toolbar } from '@/components/ui/Screen';
import { StatList } from '@/components/ui/StatList';
import { usePlatformConfig } from '@/features/assets/api';
import { useBalances } from '@/features/assets/balances';
import { outcomeUnknown } from '@/lib/api/idempotency';
import { sharedKeys } from '@/lib/api/query-keys';
import { Link } from '@/lib/router';
import { stakingKeys, useBuyPackage, useStakingMethods, useStakingPackages } from './api';
import { ConfirmStakeDialog } from './ConfirmStakeDialog';
import { MethodPicker } from './MethodPicker';
import { PackagePicker } from './PackagePicker';
import { StakeCost } from './StakeCost';
import styles from './staking.module.css';
import { costExceeds, stakingCost } from './staking-cost';

export default function StakingScreen() {
  const t = useTranslations();
  const queryClient = useQueryClient();
  const packages = useStakingPackages();
  const methods = useStakingMethods();
  const config = usePlatformConfig();
  const balances = useBalances();
  const [packageId, setPackageId] = useState<number | null>(null);
  const [methodId, setMethodId] = useState<number | null>(null);
  const [problem, setProblem] = useState('');
  const [confirming, setConfirming] = useState(false);
  const buy = useBuyPackage();

  const pkg = packages.data?.find((p) => p.id === packageId);
  const method = methods.data?.find((m) => m.id === methodId);
  // The cost of the choice and whether the balances pay it, said on the form before any review.
  const cost =
    pkg && method && config.data
      ? stakingCost(pkg.price, method.kind, config.data.rwatPrice)
      : null;
  const short = Boolean(cost && balances.data && costExceeds(cost, balances.data));

  const refresh = () =>
    Promise.all(
      [
        stakingKeys.packages,
        stakingKeys.methods,
        sharedKeys.platformConfig,
        sharedKeys.balances,
      ].map((queryKey) => queryClient.refetchQueries({ queryKey })),
    );

  /** A choice answers the problem that asked for it. */
  const choose = (set: (id: number) => void) => (id: number) => {
    set(id);
    setProblem('');
  };

  const stakeNow = () => {
    if (!pkg) return setProblem(t('staking.choosePackage'));
    if (!method) return setProblem(t('staking.chooseMethod'));
    setProblem('');
    // What cannot be paid is not reviewed: the form already says why.
    if (short) return;
    setConfirming(true);
  };

  const close = () => {
    buy.forgetOutcome();
    setConfirming(false);
  };

  const confirm = async () => {
    if (!pkg || !method) return;
    const result = await buy.run({ packageId: pkg.id, methodId: method.id });
    // A run already under way answers {} and leaves the dialog to the first one. With no
    // answer at all the review stays, so Confirm retries the same purchase safely.
    if (result.data || (result.error && !outcomeUnknown(result.error))) setConfirming(false);
  };

  const failed = packages.error ?? methods.error ?? config.error;
  let body: React.ReactNode;
  if (packages.data && methods.data && config.data) {
    body = (
      <>
        {packages.data.length ? (
          <PackagePicker
            packages={packages.data}
            value={packageId}
            onChange={choose(setPackageId)}
          />
        ) : (
          <EmptyState text={t('staking.noPackages')} />
        )}
        {methods.data.length ? (
          <MethodPicker
            methods={methods.data}
            balances={balances.data}
            value={methodId}
            onChange={choose(setMethodId)}
          />
        ) : (
          <EmptyState text={t('staking.noMethods')} />
        )}
        {cost ? (
          <div aria-live="polite">
            <StatList
              columns={1}
              items={[{ label: t('staking.cost'), value: <StakeCost cost={cost} /> }]}
            />
          </div>
        ) : null}
        {problem || short ? (
          <p className={styles.error} role="alert">
            {problem || t('errors.insufficientBalance')}
          </p>
        ) : null}
        <Button block busy={buy.busy} onClick={stakeNow}>
          {t('staking.stakeNow')}
        </Button>
        {pkg && method ? (
          <ConfirmStakeDialog
            open={confirming}
            pkg={pkg}
            method={method}
            rwatPrice={config.data.rwatPrice}
            busy={buy.busy}
            notice={
              buy.outcomeUnknown ? (
                <OutcomeUnknownNotice
                  records={{ to: 'stakingOrders', label: t('staking.orders') }}
                />
              ) : null
            }
            onConfirm={() => void confirm()}
            onClose={close}
          />
        ) : null}
      </>
    );
  } else if (failed) {
    body = <ErrorState error={failed} onRetry={() => void refresh()} />;
  } else {
    body = <DelayedSpinner />;
  }

  return (
    <Screen>
      <Toolbar spread>
        <Link to="stakingOrders" className={styles.link}>
          {t('staking.orders')}
        </Link>
        <RefreshButton onRefresh={refresh} />
      </Toolbar>
      {body}
    </Screen>
  );
}
