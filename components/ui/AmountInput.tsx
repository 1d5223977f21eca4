'use client';
import { useTranslations } from 'next-intl';
import {
  type ClipboardEvent,
  type ReactNode,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useFormat } from '@/lib/i18n/use-format';
import { amountFieldText } from '@/lib/numbers/amount-field-text';
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
 * either applied as the same amount, or not applied at all, and the field says why beneath it:
 * a refused keystroke's notice until the field is cleared or replaced whole (a paste, Max), a
 * refused paste's until the field holds an amount typed as such. The field writes the amount in the
 * language's digits and decimal separator ("12,5" in Vietnamese, "۱۲٫۵" in Persian); the parent
 * sees the plain decimal, complete amounts only ("12." reads as "12").
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
  const input = useRef<HTMLInputElement>(null);
  // Where the caret goes once the field shows the edit in the language's writing.
  const caret = useRef<number | null>(null);
  const [text, setText] = useState(value);
  const [refusal, setRefusal] = useState<{ reason: AmountRefusal; pasted: boolean } | null>(null);
  // The parent may set the amount itself (cleared after sending, "All"): show what it holds. A
  // value replaced whole, or cleared, no longer holds the number a refusal spoke of.
  if (completeAmount(text) !== value) {
    setText(value);
    if (refusal) setRefusal(null);
  }
  /** The plain amount the field holds ("12." while its decimals are still to come). */
  const plain = completeAmount(text) === value ? text : value;
  // One character for one: a caret or selection in what is shown is the same in `plain`.
  const shown = amountFieldText(plain, tag);

  useLayoutEffect(() => {
    const at = caret.current;
    caret.current = null;
    const field = input.current;
    if (at === null || !field || document.activeElement !== field) return;
    const place = Math.min(at, field.value.length);
    field.setSelectionRange(place, place);
  });

  /** `caretFromEnd`: how far from the end of the field the caret stands after the edit. */
  const apply = (reading: AmountReading, pasted: boolean, caretFromEnd: number) => {
    if (!reading.ok) {
      // The field keeps what it had, and the caret where it was before the refused edit.
      caret.current = Math.max(0, plain.length - caretFromEnd);
      setRefusal({ reason: reading.reason, pasted });
      return;
    }
    caret.current = Math.max(0, reading.value.length - caretFromEnd);
    // A refused keystroke changed the number now in the field ("1e18" left "118"): its notice
    // stays until the field is cleared or replaced whole (a paste, Max). A refused paste's own
    // notice goes once the field holds what the person then typed.
    if (pasted || reading.value === '' || refusal?.pasted) setRefusal(null);
    setText(reading.value);
    onChange(completeAmount(reading.value));
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const field = event.currentTarget;
    const selection = {
      start: field.selectionStart ?? plain.length,
      end: field.selectionEnd ?? plain.length,
    };
    const pasted = event.clipboardData.getData('text');
    apply(
      pasteIntoAmount(plain, selection, pasted, tag, maxDecimals),
      true,
      plain.length - selection.end,
    );
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
        ref={input}
        id={id}
        invalid={Boolean(error)}
        inputMode="decimal"
        value={shown}
        placeholder={placeholder}
        disabled={disabled}
        aria-describedby={describedBy || undefined}
        onChange={(event) => {
          const typed = event.target.value;
          // The caret keeps its distance from the end: leading zeros dropped ("007" → "7")
          // shift what is before it, never what is after.
          const fromEnd = typed.length - (event.target.selectionEnd ?? typed.length);
          apply(readTypedAmount(typed, maxDecimals), false, fromEnd);
        }}
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
