'use client';
import type { ReactNode } from 'react';
import styles from './staking.module.css';

export interface Choice {
  id: number;
  title: ReactNode;
  /** The line under the title: what is available, or why it cannot be chosen. */
  detail: ReactNode;
  /** A picture at the end of the row. */
  art?: ReactNode;
  disabled?: boolean;
}

interface ChoiceGroupProps {
  legend: string;
  /** The radio group's form name. */
  name: string;
  choices: Choice[];
  value: number | null;
  onChange: (id: number) => void;
}

/** One radio group of large rows: a title, a detail line and an optional picture per choice. */
export function ChoiceGroup({ legend, name, choices, value, onChange }: ChoiceGroupProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {choices.map((choice) => (
          <label key={choice.id} className={styles.option}>
            <input
              className={styles.radio}
              type="radio"
              name={name}
              value={choice.id}
              checked={value === choice.id}
              disabled={choice.disabled}
              onChange={() => onChange(choice.id)}
            />
            <span className={styles.optionText}>
              <span className={styles.optionTitle}>{choice.title}</span>
              {choice.detail}
            </span>
            {choice.art ? <span className={styles.art}>{choice.art}</span> : <span />}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
