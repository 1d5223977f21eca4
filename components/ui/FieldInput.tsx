import type { InputHTMLAttributes, Ref } from 'react';
import styles from './Field.module.css';

interface FieldInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'aria-invalid'> {
  invalid: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The input of a field whose value is machine text (an address, an amount): read left-to-right
 * in every language, and never completed, corrected or spell-checked by the browser.
 */
export function FieldInput({ invalid, ...props }: FieldInputProps) {
  return (
    <input
      className={`${styles.input} ltr`}
      autoComplete="off"
      spellCheck={false}
      aria-invalid={invalid ? true : undefined}
      {...props}
    />
  );
}
