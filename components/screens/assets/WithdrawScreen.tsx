'use client';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { AddressInput } from '@/components/ui/AddressInput';
import { AmountInput } from '@/components/ui/AmountInput';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import type { AssetSymbol } from '@/lib/api/contract';
import { useWithdraw } from '@/lib/api/queries/assets';
import { usePlatformConfig } from '@/lib/api/queries/public';
import { useBalances } from '@/lib/api/queries/user';
import { useSingleFlight } from '@/lib/assets/use-single-flight';
import { type AddressAmountProblems, hasProblem, withdrawProblems } from '@/lib/assets/validation';
import { toast } from '@/lib/feedback/toast';
import { useFormat } from '@/lib/i18n/use-format';
import { checkAddress } from '@/lib/numbers/address';
import { Link } from '@/lib/router';
import { AssetChoice } from './AssetChoice';
import styles from './Assets.module.css';
import { ConfirmSend } from './ConfirmSend';

const SYMBOLS = ['USDT', 'RWAT', 'RWAC'] as const;
const none: AddressAmountProblems = { address: null, amount: null };

export default function WithdrawScreen() {
  const t = useTranslations();
  const format = useFormat();
  const balances = useBalances();
  const platform = usePlatformConfig();
  const withdraw = useWithdraw();
  const { run, busy } = useSingleFlight();
  const [symbol, setSymbol] = useState<AssetSymbol>('USDT');
  const [address, setAddress] = useState('');
  const [amount, setAmount] = useState('');
  const [problems, setProblems] = useState(none);
  const [confirming, setConfirming] = useState(false);
  const balance = balances.data?.[symbol];
  const checked = checkAddress(address);

  const review = (event: FormEvent) => {
    event.preventDefault();
    const found = withdrawProblems({ address, amount, balance });
    setProblems(found);
    if (!hasProblem(found)) setConfirming(true);
  };

  const send = () =>
    run(async () => {
      if (!checked.ok) return;
      try {
        await withdraw.mutateAsync({ symbol, address: checked.address, amount });
        toast.success('withdraw.submitted');
        setAddress('');
        setAmount('');
      } catch {
        // The API client already said why; the form stays as typed.
      } finally {
        setConfirming(false);
      }
    });

  const pending = busy || withdraw.isPending;
  return (
    <div className={styles.screen}>
      <Card>
        <form className={styles.form} onSubmit={review} noValidate>
          <AssetChoice
            legend={t('withdraw.asset')}
            name="withdraw-asset"
            options={SYMBOLS}
            value={symbol}
            onChange={setSymbol}
            disabled={pending}
          />
          <AddressInput
            label={t('withdraw.address')}
            placeholder={t('withdraw.addressPlaceholder')}
            value={address}
            onChange={(next) => {
              setAddress(next);
              setProblems((p) => ({ ...p, address: null }));
            }}
            error={problems.address ? t(problems.address) : undefined}
            disabled={pending}
          />
          <AmountInput
            label={t('withdraw.amount')}
            placeholder={t('withdraw.amountPlaceholder')}
            value={amount}
            onChange={(next) => {
              setAmount(next);
              setProblems((p) => ({ ...p, amount: null }));
            }}
            suffix={symbol}
            error={problems.amount ? t(problems.amount) : undefined}
            hint={
              balance !== undefined
                ? t('assets.available', { amount: `${format.amount(balance, 8)} ${symbol}` })
                : undefined
            }
            disabled={pending}
          />
          {platform.data ? (
            <p className={styles.hint}>
              {t('withdraw.minimum', { limit: platform.data.minWithdraw })}
            </p>
          ) : null}
          <Button type="submit" block busy={pending}>
            {t('withdraw.submit')}
          </Button>
        </form>
      </Card>
      <Link to="withdrawRecords" className={styles.link}>
        {t('assets.withdrawRecords')}
      </Link>
      <ConfirmSend
        open={confirming}
        text={t('withdraw.confirmText', { amount, symbol })}
        address={checked.ok ? checked.address : address}
        busy={pending}
        onConfirm={() => void send()}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
