'use client';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { AmountInput } from '@/components/ui/AmountInput';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadMoreList } from '@/components/ui/LoadMoreList';
import { QueryView } from '@/components/ui/QueryView';
import { Screen } from '@/components/ui/Screen';
import { TxLink } from '@/components/ui/TxLink';
import { AssetChoice } from '@/features/assets/AssetChoice';
import { usePlatformConfig } from '@/features/assets/api';
import styles from '@/features/assets/assets.module.css';
import { depositAmountProblem } from '@/features/assets/validation';
import { useDepositRecords } from '@/features/records/api';
import { DepositRecordItem } from '@/features/records/DepositRecordItem';
import { useIdempotentAttempt } from '@/lib/api/idempotency';
import { useSingleFlight } from '@/lib/api/use-single-flight';
import { config } from '@/lib/config';
import type { AssetSymbol } from '@/lib/contract/contract';
import { useFormat } from '@/lib/i18n/use-format';
import { Link } from '@/lib/router';
import { sessionAtom } from '@/lib/session/store';
import { DepositReviewDialog } from './DepositReviewDialog';
import { depositAssets, depositStepKey } from './deposit-assets';
import type { DepositReview } from './deposit-flow';
import { validPendingTxs } from './deposit-flow';
import { depositRunner, depositStepAtom, startDeposit } from './deposit-runner';
import { useWalletTokenBalance } from './wallet-balance';

interface OpenReview extends DepositReview {
  symbol: AssetSymbol;
  amount: string;
  /** Settles the flow's review step: the confirmation's idempotency key, or null. */
  resolve: (key: string | null) => void;
}

export default function DepositScreen() {
  const t = useTranslations();
  const format = useFormat();
  const platform = usePlatformConfig();
  const records = useDepositRecords();
  const { address, pendingTxs } = useAtomValue(sessionAtom);
  // The transaction the step line already shows is not listed twice.
  const step = useAtomValue(depositStepAtom);
  const pending = validPendingTxs(pendingTxs).filter((tx) => tx.hash !== step?.hash);
  const attempt = useIdempotentAttempt();
  const [review, setReview] = useState<OpenReview | null>(null);
  // Leaving the screen with the review open cancels it, or the runner would wait for good.
  const openReview = useRef<OpenReview | null>(null);
  openReview.current = review;
  useEffect(() => () => openReview.current?.resolve(null), []);
  const { run, busy } = useSingleFlight();
  /** Opens the review; the flow waits for the key made at Confirm, or null on Cancel. */
  const askReview =
    (asset: AssetSymbol, value: string) =>
    (found: DepositReview): Promise<string | null> =>
      new Promise((resolve) =>
        setReview({
          ...found,
          symbol: asset,
          amount: value,
          resolve: (key) => {
            setReview(null);
            resolve(key);
          },
        }),
      );
  const [symbol, setSymbol] = useState<AssetSymbol>('USDT');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [staleCleared, setStaleCleared] = useState(false);
  // The chosen token's contract (as the form below picks it), once the platform lists them.
  const offered = platform.data ? depositAssets(platform.data, config.tokens) : [];
  const token = (offered.find((a) => a.symbol === symbol) ?? offered[0])?.token;
  const walletBalance = useWalletTokenBalance(token, address).data;

  // A flag no deposit of this page owns was left by a reload or a crashed tab: drop it.
  useEffect(() => {
    if (depositRunner.clearStaleFlag()) setStaleCleared(true);
  }, []);

  return (
    <Screen spacing="tight">
      <Card>
        <QueryView query={platform}>
          {(data) => {
            const assets = depositAssets(data, config.tokens);
            const chosen = assets.find((a) => a.symbol === symbol) ?? assets[0];
            if (!chosen) return <EmptyState text={t('deposit.noTokens')} />;
            const submit = async (event: FormEvent) => {
              event.preventDefault();
              const found = depositAmountProblem(amount);
              setProblem(found);
              if (found) return;
              const outcome = await run(() =>
                startDeposit(
                  {
                    symbol: chosen.symbol,
                    token: chosen.token,
                    vault: config.vault,
                    owner: address as `0x${string}`,
                    amount,
                  },
                  askReview(chosen.symbol, amount),
                ),
              );
              if (!outcome || outcome.status === 'cancelled') return;
              attempt.settle(outcome.status === 'failed' ? outcome.error : undefined);
              // A late approval leaves the deposit itself to do: the amount stays for it.
              const sent =
                outcome.status === 'success' ||
                (outcome.status === 'pending' && outcome.tx.kind === 'deposit');
              if (sent) setAmount('');
            };
            return (
              <form className={styles.form} onSubmit={submit} noValidate>
                <AssetChoice
                  legend={t('deposit.asset')}
                  name="deposit-asset"
                  options={assets.map((a) => a.symbol)}
                  value={chosen.symbol}
                  onChange={setSymbol}
                  disabled={busy}
                />
                <AmountInput
                  label={t('deposit.amount')}
                  placeholder={t('deposit.amountPlaceholder')}
                  value={amount}
                  onChange={(next) => {
                    setAmount(next);
                    if (problem) setProblem(null);
                  }}
                  suffix={chosen.symbol}
                  max={{ balance: walletBalance }}
                  error={problem ? t(problem) : undefined}
                  hint={
                    walletBalance !== undefined
                      ? t('deposit.walletBalance', {
                          amount: format.money(walletBalance, chosen.symbol, 8),
                        })
                      : undefined
                  }
                  disabled={busy}
                />
                <p className={styles.hint}>{t('deposit.hint')}</p>
                <Button type="submit" block busy={busy}>
                  {t('deposit.submit')}
                </Button>
              </form>
            );
          }}
        </QueryView>
        {review ? (
          <DepositReviewDialog
            open
            symbol={review.symbol}
            amount={review.amount}
            vault={config.vault}
            needsApproval={review.needsApproval}
            onConfirm={() =>
              review.resolve(attempt.keyFor({ symbol: review.symbol, amount: review.amount }))
            }
            onClose={() => review.resolve(null)}
          />
        ) : null}
        {pending.length > 0 ? (
          <ul className={styles.pendingList} aria-label={t('deposit.pendingTitle')}>
            {pending.map((tx) => (
              <li key={tx.hash} className={styles.notice}>
                {t(tx.kind === 'deposit' ? 'deposit.stillPending' : 'deposit.approvalStillPending')}{' '}
                <TxLink hash={tx.hash} />
              </li>
            ))}
          </ul>
        ) : null}
        {staleCleared ? (
          <p className={styles.notice} role="status">
            {t('deposit.staleNotice')}
          </p>
        ) : null}
      </Card>
      <Card
        title={t('deposit.recent')}
        action={
          <Link to="depositRecords" className={styles.headLink}>
            {t('assets.viewAll')}
          </Link>
        }
      >
        <LoadMoreList
          query={records}
          label={t('deposit.recent')}
          emptyText={t('records.emptyDeposits')}
          itemKey={(record) => record.id}
          renderItem={(record) => <DepositRecordItem record={record} level={3} />}
        />
      </Card>
      <div role="status" aria-live="polite">
        {step ? (
          <p className={styles.steps}>
            {t(depositStepKey(step.step))}
            {step.hash ? (
              <>
                {' '}
                <TxLink hash={step.hash} />
              </>
            ) : null}
          </p>
        ) : null}
      </div>
    </Screen>
  );
}
