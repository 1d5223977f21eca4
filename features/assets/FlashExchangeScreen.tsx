'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Amount } from '@/components/ui/Amount';
import { AmountInput } from '@/components/ui/AmountInput';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { QueryView } from '@/components/ui/QueryView';
import { UnansweredNotice } from '@/components/ui/ReviewNotice';
import { Screen } from '@/components/ui/Screen';
import { StatList } from '@/components/ui/StatList';
import { FlashPrice } from '@/features/records/FlashPrice';
import { endsSession } from '@/lib/api/ends-session';
import { notSentError, outcomeUnknown } from '@/lib/api/idempotency';
import { sharedKeys } from '@/lib/api/query-keys';
import { showToast } from '@/lib/feedback/toast';
import { useHeldAction } from '@/lib/feedback/use-held-action';
import { useResumedAction } from '@/lib/feedback/use-resumed-action';
import { useFormat } from '@/lib/i18n/use-format';
import { useFlashExchange, useLivePlatformConfig } from './api';
import styles from './assets.module.css';
import { useBalances } from './balances';
import { ConfirmExchangeDialog } from './ConfirmExchangeDialog';
import { flashQuote } from './flash-quote';
import {
  exchangeRequest,
  type FlashReview,
  flashReview,
  movedTerms,
  priceMoved,
  refreshedReview,
} from './flash-review';
import { PriceAge } from './PriceAge';
import { RowLink } from './RowLink';
import { flashAmountProblem } from './validation';

export default function FlashExchangeScreen() {
  const t = useTranslations();
  const format = useFormat();
  const queryClient = useQueryClient();
  const platform = useLivePlatformConfig();
  const balances = useBalances();
  const exchange = useFlashExchange();
  // What was typed before a session ended mid-review, taken once: never confirmed by itself.
  const resumed = useResumedAction('flashExchange');
  const [amount, setAmount] = useState(resumed?.amount ?? '');
  // A review open, or its answer ending the session: a session that ends keeps the exchange.
  const [endingSession, setEndingSession] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The quote under review, fixed when it opens; null while the form is shown.
  const [review, setReview] = useState<FlashReview | null>(null);
  // When the terms under review were quoted (the review says how old its price is).
  const [quotedAt, setQuotedAt] = useState(0);
  const rwat = balances.data?.RWAT;
  const pending = exchange.busy;
  useHeldAction(
    review !== null || endingSession,
    'flashExchange',
    'app.notSentExchange',
    { amount },
    exchange.unanswered,
  );

  // The price is asked for again every 15 s while the screen is shown: new terms reach an open
  // review, which then waits for the person to accept them before Confirm sends anything. Not
  // while its last Confirm has no answer: the review then shows what was sent, and Confirm sends
  // the very same again, with the same key, which the server carries out once.
  const live = platform.data;
  const liveAt = platform.dataUpdatedAt;
  const sentUnanswered = exchange.outcomeUnknown;
  // Only an answer newer than the last one looked at counts: a review the server's refusal
  // (1070) just reset to its terms is not compared with the price fetched before it.
  const seenAt = useRef(liveAt);
  useEffect(() => {
    if (pending || sentUnanswered || liveAt === seenAt.current) return;
    seenAt.current = liveAt;
    if (!live || !review) return;
    const next = refreshedReview(review, live);
    if (next === review) return;
    setReview(next);
    setQuotedAt(liveAt);
  }, [live, liveAt, pending, sentUnanswered, review]);

  const close = () => {
    exchange.forgetOutcome();
    setReview(null);
  };

  const confirm = async (reviewed: FlashReview) => {
    const result = await exchange.run(exchangeRequest(reviewed));
    if (result.data) {
      showToast(
        { key: 'flash.submitted', amounts: { received: result.data.received } },
        { tone: 'success' },
      );
      setAmount('');
      setReview(null);
    } else if (priceMoved(result.error)) {
      // Nothing was exchanged: the price moved below what was reviewed. The review shows the
      // terms the server would pay at now, for the person to confirm again, or not.
      void queryClient.invalidateQueries({ queryKey: sharedKeys.platformConfig });
      const terms = movedTerms(result.error);
      setReview(terms ? flashReview(reviewed.amount, terms, true) : null);
      setQuotedAt(Date.now());
    } else if (result.error && endsSession(result.error)) {
      // Not sent, and the session is ending: the review closes, the exchange is kept.
      setEndingSession(true);
      setReview(null);
    } else if (result.error && !outcomeUnknown(result.error) && !notSentError(result.error)) {
      // The server answered (its message is showing): back to the form as typed. With no
      // answer the review stays and says so, and Confirm retries the same exchange safely;
      // offline, nothing left, and the review stays and says that.
      setReview(null);
    }
  };

  return (
    <Screen spacing="tight">
      {exchange.unanswered && review === null ? <UnansweredNotice /> : null}
      <Card>
        <QueryView query={platform}>
          {(data) => {
            const quote = flashQuote(amount, data.rwatPrice, data.flashFeeRate);
            const open = (event: FormEvent) => {
              event.preventDefault();
              const found = flashAmountProblem(amount, rwat);
              const next = found ? null : flashReview(amount, data);
              setProblem(found ?? (next ? null : 'flash.invalidAmount'));
              if (next) {
                setReview(next);
                setQuotedAt(platform.dataUpdatedAt);
              }
            };
            return (
              <>
                <form className={styles.form} onSubmit={open} noValidate>
                  <AmountInput
                    label={t('flash.amount')}
                    placeholder={t('flash.amountPlaceholder')}
                    value={amount}
                    onChange={(next) => {
                      setAmount(next);
                      if (problem) setProblem(null);
                    }}
                    suffix="RWAT"
                    error={problem ? t(problem) : undefined}
                    disabled={pending}
                    max={{ balance: rwat }}
                  />
                  <div aria-live="polite">
                    <StatList
                      rows
                      items={[
                        { label: t('flash.price'), value: <FlashPrice price={data.rwatPrice} /> },
                        {
                          label: t('flash.feeRate'),
                          value: <span className="ltr">{format.percent(data.flashFeeRate)}</span>,
                        },
                        {
                          label: t('flash.balance'),
                          value:
                            rwat !== undefined ? (
                              <Amount value={rwat} symbol="RWAT" decimals={8} />
                            ) : (
                              '—'
                            ),
                        },
                        {
                          label: t('flash.received'),
                          value: (
                            <Amount value={quote?.received ?? '0'} symbol="USDT" decimals={18} />
                          ),
                        },
                        {
                          label: t('flash.fee'),
                          value: <Amount value={quote?.fee ?? '0'} symbol="USDT" decimals={8} />,
                        },
                      ]}
                    />
                  </div>
                  <PriceAge updatedAt={platform.dataUpdatedAt} />
                  <Button type="submit" block busy={pending}>
                    {t('flash.submit')}
                  </Button>
                </form>
                {review ? (
                  <ConfirmExchangeDialog
                    open
                    review={review}
                    quotedAt={quotedAt}
                    onAccept={() => setReview({ ...review, refreshed: false })}
                    outcomeUnknown={exchange.outcomeUnknown}
                    notSent={exchange.notSent}
                    busy={pending}
                    onConfirm={() => void confirm(review)}
                    onClose={close}
                  />
                ) : null}
              </>
            );
          }}
        </QueryView>
      </Card>
      <RowLink to="flashRecords">{t('assets.flashRecords')}</RowLink>
    </Screen>
  );
}
