'use client';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Amount } from '@/components/ui/Amount';
import { AmountInput } from '@/components/ui/AmountInput';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { QueryView } from '@/components/ui/QueryView';
import { Screen } from '@/components/ui/Screen';
import { StatList } from '@/components/ui/StatList';
import { FlashPrice } from '@/features/records/FlashPrice';
import { outcomeUnknown } from '@/lib/api/idempotency';
import { toast } from '@/lib/feedback/toast';
import { Link } from '@/lib/router';
import { useFlashExchange, usePlatformConfig } from './api';
import styles from './assets.module.css';
import { useBalances } from './balances';
import { ConfirmExchangeDialog } from './ConfirmExchangeDialog';
import { flashQuote } from './flash-quote';
import { flashAmountProblem } from './validation';

export default function FlashExchangeScreen() {
  const t = useTranslations();
  const platform = usePlatformConfig();
  const balances = useBalances();
  const exchange = useFlashExchange();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const rwat = balances.data?.RWAT;
  const pending = exchange.busy;

  const confirm = async () => {
    const result = await exchange.run({ amount });
    if ('data' in result) {
      toast.success('flash.submitted');
      setAmount('');
      setReviewing(false);
    } else if (result.error && !outcomeUnknown(result.error)) {
      // The server answered (its message is showing): back to the form as typed. With no
      // answer the review stays, so Confirm retries the same exchange safely.
      setReviewing(false);
    }
  };

  return (
    <Screen spacing="tight">
      <Card>
        <QueryView query={platform}>
          {(data) => {
            const quote = flashQuote(amount, data.rwatPrice, data.flashFeeRate);
            const review = (event: FormEvent) => {
              event.preventDefault();
              const found = flashAmountProblem(amount, rwat);
              setProblem(found);
              if (!found) setReviewing(true);
            };
            return (
              <>
                <form className={styles.form} onSubmit={review} noValidate>
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
                  <Button type="submit" block busy={pending}>
                    {t('flash.submit')}
                  </Button>
                </form>
                {quote ? (
                  <ConfirmExchangeDialog
                    open={reviewing}
                    amount={amount}
                    price={data.rwatPrice}
                    quote={quote}
                    busy={pending}
                    onConfirm={() => void confirm()}
                    onClose={() => setReviewing(false)}
                  />
                ) : null}
              </>
            );
          }}
        </QueryView>
      </Card>
      <Link to="flashRecords" className={styles.link}>
        {t('assets.flashRecords')}
      </Link>
    </Screen>
  );
}
