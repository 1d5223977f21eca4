import { Big, isPositiveAmount } from '@/lib/numbers/decimal';

export interface FlashQuote {
  /** USDT before the fee. */
  gross: string;
  /** USDT kept as the fee. */
  fee: string;
  /** USDT the user receives. */
  received: string;
}

/** Gross is cut to the token's 18 places; the fee is rounded half-up to 8 (e2e/stack/api/README.md). */
const GROSS_DECIMALS = 18;
const FEE_DECIMALS = 8;

/**
 * RWAT → USDT with the server's rule, digit for digit: gross = amount × price cut towards zero
 * to 18 places; fee = gross × rate rounded half-up to 8 places; received = gross − fee.
 * Null while the amount is not a positive 18-decimal amount, or price/rate are not decimals.
 */
export function flashQuote(amount: string, price: string, feeRate: string): FlashQuote | null {
  if (!isPositiveAmount(amount)) return null;
  let gross: Big;
  let fee: Big;
  try {
    gross = new Big(amount).times(price).round(GROSS_DECIMALS, Big.roundDown);
    fee = gross.times(feeRate).round(FEE_DECIMALS, Big.roundHalfUp);
  } catch {
    return null;
  }
  return { gross: gross.toFixed(), fee: fee.toFixed(), received: gross.minus(fee).toFixed() };
}
