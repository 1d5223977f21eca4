'use client';
import { NO_BREAK_SPACE, useFormat } from '@/lib/i18n/use-format';

/**
 * An exact amount in the user's locale, kept left-to-right inside right-to-left text, and kept
 * with its unit on one line.
 */
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
      {symbol ? `${NO_BREAK_SPACE}${symbol}` : ''}
    </span>
  );
}
