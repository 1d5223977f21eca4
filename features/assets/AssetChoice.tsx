'use client';
import type { AssetSymbol } from '@/lib/contract/contract';
import styles from './assets.module.css';

interface AssetChoiceProps {
  legend: string;
  name: string;
  options: readonly AssetSymbol[];
  value: AssetSymbol;
  onChange: (symbol: AssetSymbol) => void;
  disabled?: boolean;
}

/** Which asset: native radio buttons, so keyboard and screen readers work as expected. */
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
      <legend>{legend}</legend>
      {options.map((symbol) => (
        <label key={symbol} className={styles.option}>
          <input
            type="radio"
            name={name}
            value={symbol}
            checked={symbol === value}
            onChange={() => onChange(symbol)}
          />
          {symbol}
        </label>
      ))}
    </fieldset>
  );
}
