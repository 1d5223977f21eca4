import type { ReactNode } from 'react';
import styles from './Field.module.css';

interface FieldFrameProps {
  /** The id of the input inside, which the label names. */
  inputId: string;
  label: ReactNode;
  invalid: boolean;
  /** The input and whatever sits in its row (a unit, a Max button). */
  children: ReactNode;
  /** Lines under the row: an error, a hint, a notice. */
  notes?: ReactNode;
}

/** A labelled input row, outlined in the error colour while invalid, with its notes below. */
export function FieldFrame({ inputId, label, invalid, children, notes }: FieldFrameProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={invalid ? `${styles.row} ${styles.invalid}` : styles.row}>{children}</div>
      {notes}
    </div>
  );
}
