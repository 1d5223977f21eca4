'use client';
import { type ReactNode, useId } from 'react';
import { sanitizeAmountInput } from '@/lib/numbers/sanitize';
import styles from './Field.module.css';

interface AmountInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Cap on decimals (3–5 in some screens; 18 at most for tokens). */
  maxDecimals?: number;
  /** The unit shown after the number, e.g. "USDT". */
  suffix?: string;
  /** An action inside the field, e.g. an "All" button. */
  action?: ReactNode;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
}

/** A money input: every keystroke and paste goes through the spec's sanitiser. */
export function AmountInput({
  label,
  value,
  onChange,
  placeholder,
  maxDecimals = 18,
  suffix,
  action,
  error,
  hint,
  disabled,
}: AmountInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={error ? `${styles.row} ${styles.invalid}` : styles.row}>
        <input
          id={id}
          className={`${styles.input} ltr`}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={value}
          placeholder={placeholder}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(sanitizeAmountInput(event.target.value, maxDecimals))}
        />
        {suffix ? <span className={styles.suffix}>{suffix}</span> : null}
        {action}
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {hint ? <p className={styles.hint}>{hint}</p> : null}
    </div>
  );
}
