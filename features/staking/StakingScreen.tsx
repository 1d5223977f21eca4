'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { DelayedSpinner } from '@/components/ui/DelayedSpinner';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { RefreshButton } from '@/components/ui/RefreshButton';
import { OutcomeUnknownNotice, ReviewNotice, UnansweredNotice } from '@/components/ui/ReviewNotice';
import { Screen, Toolbar } from '@/components/ui/Screen';
import { StatList } from '@/components/ui/StatList';
import { usePlatformConfig } from '@/features/assets/api';
import { useBalances } from '@/features/assets/balances';
import { endsSession } from '@/lib/api/ends-session';
import { notSentError, outcomeUnknown } from '@/lib/api/idempotency';
import { sharedKeys } from '@/lib/api/query-keys';
import { useHeldAction } from '@/lib/feedback/use-held-action';
import { useResumedAction } from '@/lib/feedback/use-resumed-action';
import { Link } from '@/lib/router';
import { stakingKeys, useBuyPackage, useStakingMethods, useStakingPackages } from './api';
import { ConfirmStakeDialog } from './ConfirmStakeDialog';
import { MethodPicker } from './MethodPicker';
import { PackagePicker } from './PackagePicker';
import { StakeCost } from './StakeCost';
import { buyRequestFor, movedStakePrice, stakePriceMoved } from './stake-review';
import styles from './staking.module.css';
import { costExceeds, stakingCost } from './staking-cost';

/** An id kept as text, or none. */
function idOf(text: string | undefined): number | null {
  const id = Number(text);
  return text && Number.isSafeInteger(id) ? id : null;
}

export default function StakingScreen() {
  const t = useTranslations();
  const queryClient = useQueryClient();
  const packages = useStakingPackages();
  const methods = useStakingMethods();
  const config = usePlatformConfig();
  const balances = useBalances();
  // The choice made before a session ended mid-review, taken once: never confirmed by itself.
  const resumed = useResumedAction('staking');
  const [packageId, setPackageId] = useState<number | null>(idOf(resumed?.packageId));
  const [methodId, setMethodId] = useState<number | null>(idOf(resumed?.methodId));
  const [problem, setProblem] = useState('');
  const [confirming, setConfirming] = useState(false);
  // The RWAT price under review, fixed when it opens: a refetch never changes what it shows.
  const [reviewedPrice, setReviewedPrice] = useState<string | null>(null);
  // The server refused as the price moved: the review shows the new terms, and says so.
  const [priceMovedNotice, setPriceMovedNotice] = useState(false);
  // A review open, or its answer ending the session: a session that ends keeps the choice.
  const [endingSession, setEndingSession] = useState(false);
  const buy = useBuyPackage();
  useHeldAction(
    confirming || endingSession,
    'staking',
    'app.notSentStake',
    { packageId: String(packageId ?? ''), methodId: String(methodId ?? '') },
    buy.unanswered,
  );

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
    if (short || !config.data) return;
    setReviewedPrice(config.data.rwatPrice);
    setPriceMovedNotice(false);
    setConfirming(true);
  };

  const close = () => {
    buy.forgetOutcome();
    setPriceMovedNotice(false);
    setConfirming(false);
  };

  const confirm = async () => {
    if (!pkg || !method || !reviewedPrice) return;
    setPriceMovedNotice(false);
    const result = await buy.run(buyRequestFor(pkg, method, reviewedPrice));
    if (stakePriceMoved(result.error)) {
      // Nothing was bought: the review shows what the purchase costs now, to confirm or not.
      void queryClient.invalidateQueries({ queryKey: sharedKeys.platformConfig });
      const moved = movedStakePrice(result.error);
      if (moved) {
        setReviewedPrice(moved);
        setPriceMovedNotice(true);
      } else setConfirming(false);
      return;
    }
    // A run already under way answers {} and leaves the dialog to the first one. With no
    // answer at all the review stays, so Confirm retries the same purchase safely; offline,
    // nothing left, and the review stays and says so.
    if (result.error && endsSession(result.error)) setEndingSession(true);
    if (
      result.data ||
      (result.error && !outcomeUnknown(result.error) && !notSentError(result.error))
    )
      setConfirming(false);
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
            rwatPrice={reviewedPrice ?? config.data.rwatPrice}
            busy={buy.busy}
            notice={
              buy.outcomeUnknown ? (
                <OutcomeUnknownNotice
                  records={{ to: 'stakingOrders', label: t('staking.orders') }}
                />
              ) : buy.notSent ? (
                <ReviewNotice>
                  <p>{t('errors.offlineNotSent')}</p>
                </ReviewNotice>
              ) : priceMovedNotice ? (
                <ReviewNotice>
                  <p>{t('errors.stakePriceMoved')}</p>
                </ReviewNotice>
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
      {buy.unanswered && !confirming ? <UnansweredNotice /> : null}
      {body}
    </Screen>
  );
}
