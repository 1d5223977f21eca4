'use client';
import { useTranslations } from 'next-intl';
import type { StakingMethod } from '@/lib/contract/contract';
import styles from './staking.module.css';
import { methodKey } from './staking-labels';

interface MethodPickerProps {
  methods: StakingMethod[];
  value: number | null;
  onChange: (id: number) => void;
}

/** How the machine is paid for; nothing is chosen until the user chooses. */
export function MethodPicker({ methods, value, onChange }: MethodPickerProps) {
  const t = useTranslations();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('staking.methods')}</legend>
      <div className={styles.options}>
        {methods.map((method) => (
          <label key={method.id} className={styles.option}>
            <input
              className={styles.radio}
              type="radio"
              name="method"
              value={method.id}
              checked={value === method.id}
              onChange={() => onChange(method.id)}
            />
            <span className={styles.optionTitle}>{t(methodKey(method.kind))}</span>
            <span />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
