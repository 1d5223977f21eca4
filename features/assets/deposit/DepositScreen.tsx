'use client';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { AmountInput } from '@/components/ui/AmountInput';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { CardLink } from '@/components/ui/CardLink';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadMoreList } from '@/components/ui/LoadMoreList';
import { QueryView } from '@/components/ui/QueryView';
import { OutcomeUnknownNotice } from '@/components/ui/ReviewNotice';
import { Screen } from '@/components/ui/Screen';
import { TxLink } from '@/components/ui/TxLink';
import { AssetChoice } from '@/features/assets/AssetChoice';
import { usePlatformConfig } from '@/features/assets/api';
import styles from '@/features/assets/assets.module.css';
import { depositAmountProblem } from '@/features/assets/validation';
import { useDepositRecords } from '@/features/records/api';
import { DepositRecordItem } from '@/features/records/DepositRecordItem';
import { outcomeUnknown, useIdempotentAttempt } from '@/lib/api/idempotency';
import { useSingleFlight } from '@/lib/api/use-single-flight';
import { config } from '@/lib/config';
import type { AssetSymbol } from '@/lib/contract/contract';
import { useFormat } from '@/lib/i18n/use-format';
import { sessionAtom } from '@/lib/session/store';
import { DepositReviewDialog } from './DepositReviewDialog';
import { type DepositAsset, depositAssets, depositStepKey } from './deposit-assets';
import {
  type ApprovalChoice,
  type DepositReview,
  DepositUnansweredError,
  type ReviewAnswer,
} from './deposit-flow';
import { depositRunner, depositStepAtom, startDeposit } from './deposit-runner';
import { useWalletTokenBalance } from './wallet-balance';

interface OpenReview extends DepositReview {
  symbol: AssetSymbol;
  amount: string;
  /** Settles the flow's review step: what the person confirmed, or null. */
  resolve: (answer: ReviewAnswer | null) => void;
}

/** A deposit whose order got no answer: its review says so until retried or left. */
interface UnknownOrder {
  asset: DepositAsset;
  amount: string;
}

export default function DepositScreen() {
  const t = useTranslations();
  const format = useFormat();
  const platform = usePlatformConfig();
  const records = useDepositRecords();
  const { address } = useAtomValue(sessionAtom);
  const step = useAtomValue(depositStepAtom);
  const attempt = useIdempotentAttempt('POST /api/recharge/create');
  const [review, setReview] = useState<OpenReview | null>(null);
  const [approval, setApproval] = useState<ApprovalChoice>('unlimited');
  const [unknownOrder, setUnknownOrder] = useState<UnknownOrder | null>(null);
  // Leaving the screen with the review open cancels it, or the runner would wait for good.
  const openReview = useRef<OpenReview | null>(null);
  openReview.current = review;
  useEffect(() => () => openReview.current?.resolve(null), []);
  const { run, busy } = useSingleFlight();
  const [symbol, setSymbol] = useState<AssetSymbol>('USDT');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [staleCleared, setStaleCleared] = useState(false);
  // The wallet did not say whether it sent the last deposit: said until the next one starts.
  const [walletUnanswered, setWalletUnanswered] = useState(false);
  // The chosen token's contract (as the form below picks it), once the platform lists them.
  const offered = platform.data ? depositAssets(platform.data, config.tokens) : [];
  const token = (offered.find((a) => a.symbol === symbol) ?? offered[0])?.token;
  const walletBalance = useWalletTokenBalance(token, address).data;

  // A flag no deposit of this page owns was left by a reload or a crashed tab: drop it.
  useEffect(() => {
    if (depositRunner.clearStaleFlag()) setStaleCleared(true);
  }, []);

  /**
   * Opens the review; the flow waits for what Confirm answers, or null on Cancel. `confirmed`:
   * the person has just confirmed this deposit again (in the review that said its order got no
   * answer), so unless an approval is due first, that confirmation answers, with its key.
   */
  const askReview =
    (asset: AssetSymbol, value: string, confirmed: boolean) =>
    (found: DepositReview): Promise<ReviewAnswer | null> => {
      if (confirmed && !found.needsApproval) {
        const idempotencyKey = attempt.keyFor({ symbol: asset, amount: value });
        return Promise.resolve({ idempotencyKey, approval: 'unlimited' });
      }
      setApproval('unlimited');
      return new Promise((resolve) =>
        setReview({
          ...found,
          symbol: asset,
          amount: value,
          resolve: (answer) => {
            setReview(null);
            resolve(answer);
          },
        }),
      );
    };

  const deposit = async (asset: DepositAsset, value: string, confirmed = false) => {
    setWalletUnanswered(false);
    const outcome = await run(() =>
      startDeposit(
        {
          symbol: asset.symbol,
          token: asset.token,
          vault: config.vault,
          owner: address as `0x${string}`,
          amount: value,
        },
        askReview(asset.symbol, value, confirmed),
      ),
    );
    if (!outcome || outcome.status === 'cancelled') return;
    attempt.settle(outcome.status === 'failed' ? outcome.error : undefined);
    if (outcome.status === 'failed' && outcome.error instanceof DepositUnansweredError) {
      // It may be on its way: its order stays open, and the amount stays until it is known.
      setWalletUnanswered(true);
      return;
    }
    // No answer to the order: it may exist. Its review says so, and Confirm there retries with
    // the same key, which the server answers with the same order.
    if (outcome.status === 'failed' && outcomeUnknown(outcome.error)) {
      setUnknownOrder({ asset, amount: value });
      return;
    }
    // A late approval leaves the deposit itself to do: the amount stays for it.
    const sent =
      outcome.status === 'success' ||
      (outcome.status === 'pending' && outcome.tx.kind === 'deposit');
    if (sent) setAmount('');
  };

  return (
    <Screen spacing="tight">
      <Card>
        <QueryView query={platform}>
          {(data) => {
            const assets = depositAssets(data, config.tokens);
            const chosen = assets.find((a) => a.symbol === symbol) ?? assets[0];
            if (!chosen) return <EmptyState text={t('deposit.noTokens')} />;
            const submit = (event: FormEvent) => {
              event.preventDefault();
              const found = depositAmountProblem(amount);
              setProblem(found);
              if (!found) void deposit(chosen, amount);
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
            approval={approval}
            onApprovalChange={setApproval}
            onConfirm={() =>
              review.resolve({
                idempotencyKey: attempt.keyFor({ symbol: review.symbol, amount: review.amount }),
                approval,
              })
            }
            onClose={() => review.resolve(null)}
          />
        ) : unknownOrder ? (
          <DepositReviewDialog
            open
            symbol={unknownOrder.asset.symbol}
            amount={unknownOrder.amount}
            vault={config.vault}
            needsApproval={false}
            approval={approval}
            onApprovalChange={setApproval}
            notice={
              <OutcomeUnknownNotice
                records={{ to: 'depositRecords', label: t('assets.depositRecords') }}
              />
            }
            onConfirm={() => {
              setUnknownOrder(null);
              void deposit(unknownOrder.asset, unknownOrder.amount, true);
            }}
            onClose={() => setUnknownOrder(null)}
          />
        ) : null}
        {staleCleared ? (
          <p className={styles.notice} role="status">
            {t('deposit.staleNotice')}
          </p>
        ) : null}
        {walletUnanswered ? (
          <p className={styles.notice} role="status">
            {t('deposit.walletUnanswered')}
          </p>
        ) : null}
      </Card>
      <Card
        title={t('deposit.recent')}
        action={<CardLink to="depositRecords">{t('assets.viewAll')}</CardLink>}
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
