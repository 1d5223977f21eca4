'use client';
import { useFormat } from '@/lib/i18n/use-format';

/** An exact amount in the user's locale, kept left-to-right inside right-to-left text. */
export function Amount({
  value,
  symbol,
  decimals = 4,
}: {
  value: string;
  symbol?: string;
  decimals?: number;
}) {
  const format = useFormat();
  return (
    <span className="ltr">
      {format.amount(value, decimals)}
      {symbol ? ` ${symbol}` : ''}
    </span>
  );
}
