'use client';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Amount } from '@/components/ui/Amount';
import { AmountInput } from '@/components/ui/AmountInput';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { QueryView } from '@/components/ui/QueryView';
import { StatList } from '@/components/ui/StatList';
import { useFlashExchange } from '@/lib/api/queries/assets';
import { usePlatformConfig } from '@/lib/api/queries/public';
import { useBalances } from '@/lib/api/queries/user';
import { flashQuote } from '@/lib/assets/flash-quote';
import { useSingleFlight } from '@/lib/assets/use-single-flight';
import { flashAmountProblem } from '@/lib/assets/validation';
import { toast } from '@/lib/feedback/toast';
import { Link } from '@/lib/router';
import styles from './Assets.module.css';

export default function FlashExchangeScreen() {
  const t = useTranslations();
  const platform = usePlatformConfig();
  const balances = useBalances();
  const exchange = useFlashExchange();
  const { run, busy } = useSingleFlight();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const rwat = balances.data?.RWAT;
  const pending = busy || exchange.isPending;

  return (
    <div className={styles.screen}>
      <Card>
        <QueryView query={platform}>
          {(data) => {
            const quote = flashQuote(amount, data.rwatPrice, data.flashFeeRate);
            const submit = (event: FormEvent) => {
              event.preventDefault();
              const found = flashAmountProblem(amount, rwat);
              setProblem(found);
              if (found) return;
              void run(async () => {
                try {
                  await exchange.mutateAsync({ amount });
                  toast.success('flash.submitted');
                  setAmount('');
                } catch {
                  // The API client already said why.
                }
              });
            };
            return (
              <form className={styles.form} onSubmit={submit} noValidate>
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
                  action={
                    <button
                      type="button"
                      className={styles.allButton}
                      disabled={pending || rwat === undefined}
                      onClick={() => {
                        if (rwat !== undefined) setAmount(rwat);
                        setProblem(null);
                      }}
                    >
                      {t('flash.all')}
                    </button>
                  }
                />
                <div aria-live="polite">
                  <StatList
                    items={[
                      {
                        label: t('flash.price'),
                        value: (
                          <span className="ltr">
                            {t('flash.priceValue', { price: data.rwatPrice })}
                          </span>
                        ),
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
                <Button type="submit" block busy={pending}>
                  {t('flash.submit')}
                </Button>
              </form>
            );
          }}
        </QueryView>
      </Card>
      <Link to="flashRecords" className={styles.link}>
        {t('assets.flashRecords')}
      </Link>
    </div>
  );
}
