'use client';
import type { AssetSymbol } from '@/lib/contract/contract';
import styles from './AssetChoice.module.css';

interface AssetChoiceProps {
  legend: string;
  name: string;
  options: readonly AssetSymbol[];
  value: AssetSymbol;
  onChange: (symbol: AssetSymbol) => void;
  disabled?: boolean;
}

/**
 * Which asset, as one segmented row. The segments are native radio buttons (each stretched over
 * its whole segment), so the group, the arrow keys and screen readers work as the browser makes
 * them, and the tap lands on the radio itself wherever the segment is touched.
 */
export function AssetChoice({
  legend,
  name,
  options,
  value,
  onChange,
  disabled,
}: AssetChoiceProps) {
  return (
    <fieldset className={styles.choice} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.segments}>
        {options.map((symbol) => (
          <label key={symbol} className={styles.segment}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={symbol}
              checked={symbol === value}
              onChange={() => onChange(symbol)}
            />
            <span className={styles.text}>{symbol}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
