import Big from 'big.js';
import { parseUnits } from 'viem';

/**
 * A private decimal constructor, so the settings below never leak into other code that shares the
 * decimal module. Division keeps 40 places; plain notation keeps "0.00000001" from turning into
 * "1e-8" on the wire.
 */
export const Dec = Big();
Dec.DP = 40;
Dec.RM = Dec.roundHalfUp;
Dec.NE = -60;
Dec.PE = 60;

export type Decimal = Big;

export const TOKEN_DECIMALS = 18;
/** Rewards, fees and outputs are cut to this many places. */
export const REWARD_DECIMALS = 8;

export const AMOUNT_PATTERN = /^\d+(\.\d{1,18})?$/;

export const ZERO = Dec(0);

export function dec(value: string | number): Decimal {
  return Dec(value);
}

/** Canonical wire form: no exponent, no trailing zeros, never "-0". */
export function fmt(value: Decimal): string {
  const text = value.toFixed();
  return text === '-0' ? '0' : text;
}

export function isAmountText(value: unknown): value is string {
  return typeof value === 'string' && AMOUNT_PATTERN.test(value);
}

/** Round towards zero at `places`; the platform never pays out a fraction it cannot store. */
export function roundDown(value: Decimal, places: number): Decimal {
  return value.round(places, Dec.roundDown);
}

export function roundUp(value: Decimal, places: number): Decimal {
  return value.round(places, Dec.roundUp);
}

export function roundHalfUp(value: Decimal, places: number): Decimal {
  return value.round(places, Dec.roundHalfUp);
}

export function min(a: Decimal, b: Decimal): Decimal {
  return a.lt(b) ? a : b;
}

export function sum(values: Iterable<Decimal>): Decimal {
  let total = ZERO;
  for (const v of values) total = total.plus(v);
  return total;
}

/** The on-chain integer (18 decimals) of a balance amount. */
export function toWei(value: Decimal): bigint {
  return parseUnits(fmt(roundDown(value, TOKEN_DECIMALS)), TOKEN_DECIMALS);
}
