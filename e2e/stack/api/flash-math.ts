import { type Decimal, REWARD_DECIMALS, roundDown, roundHalfUp, TOKEN_DECIMALS } from './money';

export interface FlashQuote {
  gross: Decimal;
  fee: Decimal;
  received: Decimal;
}

/**
 * RWAT → USDT. gross = amount × price, cut (towards zero) to 18 places so it fits a token
 * balance; fee = gross × rate rounded half-up to 8 places; received = gross − fee. The app
 * shows the same figures, so e2e/stack/api/README.md states this rule word for word.
 */
export function flashQuote(amount: Decimal, price: Decimal, feeRate: Decimal): FlashQuote {
  const gross = roundDown(amount.times(price), TOKEN_DECIMALS);
  const fee = roundHalfUp(gross.times(feeRate), REWARD_DECIMALS);
  return { gross, fee, received: gross.minus(fee) };
}
