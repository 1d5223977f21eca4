'use client';
import { useTranslations } from 'next-intl';
import { type ClipboardEvent, type ReactNode, useId, useState } from 'react';
import { useFormat } from '@/lib/i18n/use-format';
import {
  type AmountReading,
  type AmountRefusal,
  completeAmount,
  maxAmount,
  pasteIntoAmount,
  readTypedAmount,
} from '@/lib/numbers/amount-input';
import styles from './Field.module.css';
import { FieldFrame } from './FieldFrame';
import { FieldInput } from './FieldInput';

interface AmountInputProps {
  label: string;
  /** The amount as a plain decimal string ("12.5"), or "" when empty. */
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Decimal places the asset allows (18 for the app's tokens). */
  maxDecimals?: number;
  /** The unit shown after the number, e.g. "USDT". */
  suffix?: string;
  /**
   * The balance the amount is paid from: a "Max" button fills it in exactly (cut to
   * `maxDecimals`, never rounded up). The button waits while the balance is not known yet.
   */
  max?: { balance: string | undefined };
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
}

/**
 * A money input that never changes a number behind the person's back: a keystroke or paste is
 * either applied as the same amount written plainly, or not applied at all, and the field says
 * why beneath it. The parent sees complete amounts only ("12." reads as "12").
 */
export function AmountInput({
  label,
  value,
  onChange,
  placeholder,
  maxDecimals = 18,
  suffix,
  max,
  error,
  hint,
  disabled,
}: AmountInputProps) {
  const t = useTranslations();
  const format = useFormat();
  const { tag } = format;
  const id = useId();
  const errorId = `${id}-error`;
  const noticeId = `${id}-notice`;
  const [text, setText] = useState(value);
  const [refusal, setRefusal] = useState<{ reason: AmountRefusal; pasted: boolean } | null>(null);
  // The parent may set the amount itself (cleared after sending, "All"): show what it holds.
  if (completeAmount(text) !== value) setText(value);
  const shown = completeAmount(text) === value ? text : value;

  const apply = (reading: AmountReading, pasted: boolean) => {
    if (!reading.ok) {
      setRefusal({ reason: reading.reason, pasted });
      return;
    }
    // A refusal stays in view while the person types on, so it is not missed; an emptied
    // field starts afresh.
    if (reading.value === '') setRefusal(null);
    setText(reading.value);
    onChange(completeAmount(reading.value));
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const input = event.currentTarget;
    const selection = {
      start: input.selectionStart ?? shown.length,
      end: input.selectionEnd ?? shown.length,
    };
    const pasted = event.clipboardData.getData('text');
    apply(pasteIntoAmount(shown, selection, pasted, tag, maxDecimals), true);
  };

  const fillMax = () => {
    if (max?.balance === undefined) return;
    const value = maxAmount(max.balance, maxDecimals);
    setRefusal(null);
    setText(value);
    onChange(value);
  };

  const refusalText = refusal
    ? t(refusal.pasted ? 'amountInput.notPasted' : 'amountInput.notTyped', {
        reason: t(`amountInput.reason.${refusal.reason}`, { max: format.count(maxDecimals) }),
      })
    : '';
  const describedBy = [error ? errorId : '', refusal ? noticeId : ''].filter(Boolean).join(' ');

  return (
    <FieldFrame
      inputId={id}
      label={label}
      invalid={Boolean(error)}
      notes={
        <>
          <p id={noticeId} className={styles.notice} aria-live="polite">
            {refusalText}
          </p>
          {error ? (
            <p id={errorId} className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          {hint ? <p className={styles.hint}>{hint}</p> : null}
        </>
      }
    >
      <FieldInput
        id={id}
        invalid={Boolean(error)}
        inputMode="decimal"
        value={shown}
        placeholder={placeholder}
        disabled={disabled}
        aria-describedby={describedBy || undefined}
        onChange={(event) => apply(readTypedAmount(event.target.value, maxDecimals), false)}
        onPaste={paste}
      />
      {suffix ? <span className={styles.suffix}>{suffix}</span> : null}
      {max ? (
        <button
          type="button"
          className={styles.inlineButton}
          disabled={disabled || max.balance === undefined}
          onClick={fillMax}
        >
          {t('amountInput.max')}
        </button>
      ) : null}
    </FieldFrame>
  );
}
