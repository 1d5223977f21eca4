'use client';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { AddressInput } from '@/components/ui/AddressInput';
import { AmountInput } from '@/components/ui/AmountInput';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import type { AssetSymbol } from '@/lib/api/contract';
import { useTransfer, useTransferRecords } from '@/lib/api/queries/assets';
import { useBalances } from '@/lib/api/queries/user';
import { useSingleFlight } from '@/lib/assets/use-single-flight';
import { type AddressAmountProblems, hasProblem, transferProblems } from '@/lib/assets/validation';
import { toast } from '@/lib/feedback/toast';
import { useFormat } from '@/lib/i18n/use-format';
import { checkAddress, resemblesButDiffers } from '@/lib/numbers/address';
import { Link } from '@/lib/router';
import { sessionAtom } from '@/lib/session/store';
import { AssetChoice } from './AssetChoice';
import styles from './Assets.module.css';
import { ConfirmSend } from './ConfirmSend';

const SYMBOLS = ['USDT', 'RWAT', 'RWAC'] as const;
const none: AddressAmountProblems = { address: null, amount: null };

export default function TransferScreen() {
  const t = useTranslations();
  const format = useFormat();
  const balances = useBalances();
  const transfer = useTransfer();
  const { run, busy } = useSingleFlight();
  const [symbol, setSymbol] = useState<AssetSymbol>('USDT');
  const [address, setAddress] = useState('');
  const [amount, setAmount] = useState('');
  const [problems, setProblems] = useState(none);
  const [confirming, setConfirming] = useState(false);
  const balance = balances.data?.[symbol];
  const own = useAtomValue(sessionAtom).address;
  const checked = checkAddress(address, own);
  // Addresses this user has sent to or received from: a near miss of one is worth a warning.
  const known = useTransferRecords().items.map((r) => r.address);
  const lookAlike = checked.ok && resemblesButDiffers(checked.address, known);

  const review = (event: FormEvent) => {
    event.preventDefault();
    const found = transferProblems({ address, amount, own, balance });
    setProblems(found);
    if (!hasProblem(found)) setConfirming(true);
  };

  const send = () =>
    run(async () => {
      if (!checked.ok) return;
      try {
        await transfer.mutateAsync({ symbol, address: checked.address, amount });
        toast.success('transfer.submitted');
        setAddress('');
        setAmount('');
      } catch {
        // The API client already said why; the form stays as typed.
      } finally {
        setConfirming(false);
      }
    });

  const pending = busy || transfer.isPending;
  return (
    <div className={styles.screen}>
      <Card>
        <form className={styles.form} onSubmit={review} noValidate>
          <AssetChoice
            legend={t('transfer.asset')}
            name="transfer-asset"
            options={SYMBOLS}
            value={symbol}
            onChange={setSymbol}
            disabled={pending}
          />
          <AddressInput
            label={t('transfer.address')}
            placeholder={t('transfer.addressPlaceholder')}
            value={address}
            onChange={(next) => {
              setAddress(next);
              setProblems((p) => ({ ...p, address: null }));
            }}
            error={problems.address ? t(problems.address) : undefined}
            warning={lookAlike ? t('address.resembles') : undefined}
            disabled={pending}
          />
          <AmountInput
            label={t('transfer.amount')}
            placeholder={t('transfer.amountPlaceholder')}
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
          <p className={styles.hint}>{t('transfer.sameLineHint')}</p>
          <Button type="submit" block busy={pending}>
            {t('transfer.submit')}
          </Button>
        </form>
      </Card>
      <Link to="transferRecords" className={styles.link}>
        {t('assets.transferRecords')}
      </Link>
      <ConfirmSend
        open={confirming}
        text={t('transfer.confirmText', { amount, symbol })}
        address={checked.ok ? checked.address : address}
        busy={pending}
        onConfirm={() => void send()}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
