'use client';
import { useTranslations } from 'next-intl';
import { type FormEvent, type ReactNode, useState } from 'react';
import { AddressInput } from '@/components/ui/AddressInput';
import { AmountInput } from '@/components/ui/AmountInput';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { OutcomeUnknownNotice, ReviewNotice, UnansweredNotice } from '@/components/ui/ReviewNotice';
import { Screen } from '@/components/ui/Screen';
import { endsSession } from '@/lib/api/ends-session';
import { outcomeUnknown as noAnswer, notSentError } from '@/lib/api/idempotency';
import type { RunResult } from '@/lib/api/use-single-flight';
import type { Address, AssetSymbol } from '@/lib/contract/contract';
import { userMessageOf } from '@/lib/errors/user-message';
import { showToast, toast } from '@/lib/feedback/toast';
import { useHeldAction } from '@/lib/feedback/use-held-action';
import { useResumedAction } from '@/lib/feedback/use-resumed-action';
import { useFormat } from '@/lib/i18n/use-format';
import { checkAddress } from '@/lib/numbers/address';
import { lookAlikeOf } from '@/lib/numbers/address-text';
import { gt, isPositiveAmount } from '@/lib/numbers/decimal';
import type { RouteId } from '@/lib/routes';
import { AssetChoice } from './AssetChoice';
import styles from './assets.module.css';
import { loadBalances, useBalances } from './balances';
import { ConfirmSend } from './ConfirmSend';
import { DestinationWarnings } from './DestinationWarnings';
import { type DestinationRisk, riskMessageKeys } from './destination';
import { LookAlikeWarning } from './LookAlikeWarning';
import { RowLink } from './RowLink';
import { fieldOfRefusal } from './refusal-field';
import { useAppContracts, useLiveDestination } from './use-destination-check';
import { type AddressAmountProblems, hasProblem, refusedDestinationProblem } from './validation';

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
  /** Said after a session ended while this action was under review ("… was not sent"). */
  notSent: string;
}

export interface SendRequest {
  symbol: AssetSymbol;
  address: Address;
  amount: string;
}

interface SendFormProps {
  /** Names the radio group, so two forms never share one. */
  name: string;
  /** The screen the form is on: a session ended mid-review reopens it with what was typed. */
  route: RouteId;
  text: SendFormText;
  recordsRoute: RouteId;
  /** The signed-in address, when the form must refuse it as the receiver. */
  own?: string;
  /** The platform's minimum amount, once known; its message shows it formatted. */
  minimum?: string;
  /** The minimum as known, else asked for: a review opens only once it is checked. */
  loadMinimum: () => Promise<string>;
  validate: (fields: {
    address: string;
    amount: string;
    balance: string | undefined;
    minimum: string | undefined;
    appContracts: readonly string[];
  }) => AddressAmountProblems;
  /**
   * Sends one confirmed request, one per tap, keyed per confirmation (`useOnceMutation`'s
   * `run`): a retry of the same confirmation carries the same key.
   */
  submit: (request: SendRequest) => Promise<RunResult<unknown>>;
  submitting: boolean;
  /** The last Confirm got no answer (`useOnceMutation`): the review says so until retried or left. */
  outcomeUnknown: boolean;
  /** The last Confirm never left the device (offline): the review stays and says so. */
  notSent: boolean;
  /**
   * A Confirm here got no answer and its outcome is still not known (`useOnceMutation`), maybe
   * from before a reload or a new sign-in: the form says so while the review is closed.
   */
  unanswered: boolean;
  forgetOutcome: () => void;
  /** Addresses from the person's records: a near miss of one is flagged on the form and review. */
  known: readonly string[];
  /** Said under the form, for the asset chosen (a minimum with its unit). */
  hint: (symbol: AssetSymbol) => ReactNode;
  /** What the review says besides the amount and the address (network, fee, what happens next). */
  details?: (symbol: AssetSymbol) => ReactNode;
}

/**
 * Address + amount → checks (limits, balance, where the money goes), said on the form as they
 * are typed → confirm with the full address, the checks repeated → one request, acted on once
 * however often its answer is lost: the shape withdraw and transfer share. Nothing typed is lost
 * on failure; the API client already said why, or the review says it got no answer.
 */
export function SendForm({
  name,
  route,
  text,
  recordsRoute,
  own,
  minimum,
  loadMinimum,
  validate,
  submit,
  submitting,
  outcomeUnknown,
  notSent,
  unanswered,
  forgetOutcome,
  known,
  hint,
  details,
}: SendFormProps) {
  const t = useTranslations();
  const format = useFormat();
  const balances = useBalances();
  // What was typed before a session ended mid-review, taken once: never confirmed by itself.
  const resumed = useResumedAction(route);
  const [symbol, setSymbol] = useState<AssetSymbol>(
    () => SYMBOLS.find((s) => s === resumed?.symbol) ?? 'USDT',
  );
  const [address, setAddress] = useState(resumed?.address ?? '');
  const [amount, setAmount] = useState(resumed?.amount ?? '');
  const [problems, setProblems] = useState(none);
  // What the review waits for after a press: the limits and the balance, then the address.
  const [checking, setChecking] = useState<'limits' | 'address' | null>(null);
  const [risk, setRisk] = useState<DestinationRisk | null>(null);
  const [acknowledged, setAcknowledged] = useState(false);
  const [lookAlikeChecked, setLookAlikeChecked] = useState(false);
  // The limit a refusal under the amount names: the server's (1037/1038) once it has said one.
  const [serverLimit, setServerLimit] = useState<string | null>(null);
  const appContracts = useAppContracts();
  const [confirming, setConfirming] = useState(false);
  const balance = balances.data?.[symbol];
  const checked = checkAddress(address, own);
  const resembled = checked.ok ? lookAlikeOf(checked.address, known) : undefined;
  const lookAlike =
    checked.ok && resembled ? (
      <LookAlikeWarning typed={checked.address} known={resembled} />
    ) : undefined;
  // The zero and burn addresses and the app's own contracts are refused as soon as they are
  // typed; no review opens for them.
  const refused = checked.ok ? refusedDestinationProblem(checked.address, appContracts) : null;
  // Any other address is looked up as soon as it is one: the form warns before any review does.
  const destination = useLiveDestination(checked.ok && !refused ? checked.address : null);
  const dangerOf = (found: DestinationRisk | null | undefined) =>
    found ? t(riskMessageKeys[found]) : undefined;
  // More than the balance is said as it is typed, not first on pressing the button.
  const overBalance = balance !== undefined && isPositiveAmount(amount) && gt(amount, balance);

  /** An edited field drops its problem until the next review checks it again. */
  const edit =
    (field: keyof AddressAmountProblems, set: (value: string) => void) => (next: string) => {
      set(next);
      setProblems((p) => ({ ...p, [field]: null }));
    };

  const review = async (event: FormEvent) => {
    event.preventDefault();
    setServerLimit(null);
    // The minimum and the balance are checked before any review opens: one opened without them
    // (a screen opened before they arrived) would offer what the server then refuses. The
    // review also waits for the destination check: a warning must be seen before Confirm.
    setChecking('limits');
    let opens = false;
    try {
      const known = await Promise.all([loadMinimum(), loadBalances()]).catch((error: unknown) => {
        showToast(userMessageOf(error) ?? { key: 'errors.generic' }, { tone: 'error' });
        return null;
      });
      if (!known) return;
      const [knownMinimum, knownBalances] = known;
      const found = validate({
        address,
        amount,
        balance: knownBalances[symbol],
        minimum: knownMinimum,
        appContracts,
      });
      setProblems(found);
      if (hasProblem(found) || !checked.ok) return;
      setChecking('address');
      setRisk(await destination.settled());
      opens = true;
    } finally {
      setChecking(null);
    }
    if (!opens) return;
    setAcknowledged(false);
    setLookAlikeChecked(false);
    setConfirming(true);
  };

  const close = () => {
    forgetOutcome();
    setConfirming(false);
    setAcknowledged(false);
    setLookAlikeChecked(false);
  };

  // While the review is open, or its answer ends the session, a session that ends keeps the
  // action for the next sign-in.
  const [endingSession, setEndingSession] = useState(false);
  const underway = confirming || endingSession;
  useHeldAction(underway, route, text.notSent, { symbol, address, amount }, unanswered);

  const send = async () => {
    if (!checked.ok) return;
    const result = await submit({ symbol, address: checked.address, amount });
    if ('data' in result) {
      toast.success(text.submitted);
      setAddress('');
      setAmount('');
      close();
    } else if (result.error && endsSession(result.error)) {
      // Not sent, and the session is ending: the review closes, the action is kept.
      setEndingSession(true);
      close();
    } else if (result.error && !noAnswer(result.error) && !notSentError(result.error)) {
      // Without an answer it may have gone through: the review stays open and says so, and
      // Confirm sends the same request with the same key, which the server carries out once.
      // Offline, nothing left: the review stays too. A refusal about one field is said under it.
      const refusal = fieldOfRefusal(result.error);
      if (refusal) {
        setProblems((p) => ({ ...p, [refusal.field]: refusal.key }));
        setServerLimit(refusal.limit ?? null);
      }
      close();
    }
  };

  const withUnit = (limit: string | undefined) => (limit ? format.money(limit, symbol, 18) : '');

  const pending = submitting || checking !== null;
  const status =
    checking === 'limits'
      ? t('assets.checkingLimits')
      : checking === 'address' || destination.checking
        ? t('address.checking')
        : null;
  return (
    <Screen spacing="tight">
      {unanswered && !confirming ? <UnansweredNotice /> : null}
      <Card>
        <form className={styles.form} onSubmit={(event) => void review(event)} noValidate>
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
            onChange={edit('address', setAddress)}
            error={problems.address ? t(problems.address) : refused ? t(refused) : undefined}
            disabled={pending}
          />
          <DestinationWarnings lookAlike={lookAlike} danger={dangerOf(destination.risk)} />
          <AmountInput
            label={t(text.amount)}
            placeholder={t(text.amountPlaceholder)}
            value={amount}
            onChange={edit('amount', setAmount)}
            suffix={symbol}
            max={{ balance }}
            error={
              problems.amount
                ? t(problems.amount, {
                    limit: withUnit(serverLimit ?? minimum),
                  })
                : overBalance
                  ? t('errors.insufficientBalance')
                  : undefined
            }
            hint={
              balance !== undefined
                ? t('assets.available', { amount: format.money(balance, symbol, 8) })
                : undefined
            }
            disabled={pending}
          />
          {hint(symbol)}
          {/* Its line is kept while empty: the button below must not move as the check ends,
              or a press made at that moment lands beside it and does nothing. */}
          <p className={`${styles.hint} ${styles.statusLine}`} role="status">
            {status}
          </p>
          <Button type="submit" block busy={pending}>
            {t(text.submit)}
          </Button>
        </form>
      </Card>
      <RowLink to={recordsRoute}>{t(text.records)}</RowLink>
      <ConfirmSend
        open={confirming}
        text={t(text.confirmText, { amount: format.amount(amount, 18), symbol })}
        address={checked.ok ? checked.address : address}
        lookAlike={lookAlike}
        danger={dangerOf(risk)}
        acknowledged={acknowledged}
        onAcknowledge={setAcknowledged}
        lookAlikeChecked={lookAlikeChecked}
        onLookAlikeChecked={setLookAlikeChecked}
        details={details?.(symbol)}
        busy={submitting}
        notice={
          outcomeUnknown ? (
            <OutcomeUnknownNotice records={{ to: recordsRoute, label: t(text.records) }} />
          ) : notSent ? (
            <ReviewNotice>
              <p>{t('errors.offlineNotSent')}</p>
            </ReviewNotice>
          ) : null
        }
        onConfirm={() => void send()}
        onClose={close}
      />
    </Screen>
  );
}
