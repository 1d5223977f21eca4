'use client';
import { useTranslations } from 'next-intl';
import { type FormEvent, type ReactNode, useState } from 'react';
import { AddressInput } from '@/components/ui/AddressInput';
import { AmountInput } from '@/components/ui/AmountInput';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import type { Address, AssetSymbol } from '@/lib/api/contract';
import { useBalances } from '@/lib/api/queries/user';
import { useSingleFlight } from '@/lib/assets/use-single-flight';
import { type AddressAmountProblems, hasProblem } from '@/lib/assets/validation';
import { toast } from '@/lib/feedback/toast';
import { useFormat } from '@/lib/i18n/use-format';
import { checkAddress } from '@/lib/numbers/address';
import { Link } from '@/lib/router';
import type { RouteId } from '@/lib/routes';
import { AssetChoice } from './AssetChoice';
import styles from './Assets.module.css';
import { ConfirmSend } from './ConfirmSend';

const SYMBOLS = ['USDT', 'RWAT', 'RWAC'] as const;
const none: AddressAmountProblems = { address: null, amount: null };

/** The message keys of one send form, written in full so every use can be checked. */
export interface SendFormText {
  asset: string;
  address: string;
  addressPlaceholder: string;
  amount: string;
  amountPlaceholder: string;
  submit: string;
  confirmText: string;
  submitted: string;
  records: string;
}

interface SendFormProps {
  /** Names the radio group, so two forms never share one. */
  name: string;
  text: SendFormText;
  recordsRoute: RouteId;
  /** The signed-in address, when the form must refuse it as the receiver. */
  own?: string;
  validate: (fields: {
    address: string;
    amount: string;
    balance: string | undefined;
  }) => AddressAmountProblems;
  submit: (request: { symbol: AssetSymbol; address: Address; amount: string }) => Promise<unknown>;
  submitting: boolean;
  /** A non-blocking warning about a valid address (e.g. it only resembles a known one). */
  warnAbout?: (address: Address) => string | undefined;
  hint: ReactNode;
}

/**
 * Address + amount → confirm with the full address → one request: the shape withdraw and
 * transfer share. Nothing typed is lost on failure; the API client already said why.
 */
export function SendForm({
  name,
  text,
  recordsRoute,
  own,
  validate,
  submit,
  submitting,
  warnAbout,
  hint,
}: SendFormProps) {
  const t = useTranslations();
  const format = useFormat();
  const balances = useBalances();
  const { run, busy } = useSingleFlight();
  const [symbol, setSymbol] = useState<AssetSymbol>('USDT');
  const [address, setAddress] = useState('');
  const [amount, setAmount] = useState('');
  const [problems, setProblems] = useState(none);
  const [confirming, setConfirming] = useState(false);
  const balance = balances.data?.[symbol];
  const checked = checkAddress(address, own);
  const warning = checked.ok ? warnAbout?.(checked.address) : undefined;

  const review = (event: FormEvent) => {
    event.preventDefault();
    const found = validate({ address, amount, balance });
    setProblems(found);
    if (!hasProblem(found)) setConfirming(true);
  };

  const send = () =>
    run(async () => {
      if (!checked.ok) return;
      try {
        await submit({ symbol, address: checked.address, amount });
        toast.success(text.submitted);
        setAddress('');
        setAmount('');
      } catch {
        // The API client already said why; the form stays as typed.
      } finally {
        setConfirming(false);
      }
    });

  const pending = busy || submitting;
  return (
    <div className={styles.screen}>
      <Card>
        <form className={styles.form} onSubmit={review} noValidate>
          <AssetChoice
            legend={t(text.asset)}
            name={name}
            options={SYMBOLS}
            value={symbol}
            onChange={setSymbol}
            disabled={pending}
          />
          <AddressInput
            label={t(text.address)}
            placeholder={t(text.addressPlaceholder)}
            value={address}
            onChange={(next) => {
              setAddress(next);
              setProblems((p) => ({ ...p, address: null }));
            }}
            error={problems.address ? t(problems.address) : undefined}
            warning={warning}
            disabled={pending}
          />
          <AmountInput
            label={t(text.amount)}
            placeholder={t(text.amountPlaceholder)}
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
          {hint}
          <Button type="submit" block busy={pending}>
            {t(text.submit)}
          </Button>
        </form>
      </Card>
      <Link to={recordsRoute} className={styles.link}>
        {t(text.records)}
      </Link>
      <ConfirmSend
        open={confirming}
        text={t(text.confirmText, { amount, symbol })}
        address={checked.ok ? checked.address : address}
        busy={pending}
        onConfirm={() => void send()}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
