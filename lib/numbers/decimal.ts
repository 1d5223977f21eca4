import Big from 'big.js';

/** Every on-chain asset of the app uses 18 decimals. */
export const TOKEN_DECIMALS = 18;

// Division and rounding beyond 18 places never reach the user; 40 keeps intermediate exact.
Big.DP = 40;
Big.RM = Big.roundDown;

/**
 * big.js as the app computes with it: its settings above are global, and a module that imported
 * `big.js` itself could run before this one did (a screen opened first), dividing at 20 places
 * with half-up rounding. The app imports `Big` from here (lint refuses `big.js` elsewhere).
 */
export { Big };

const DECIMAL = /^\d+(\.\d+)?$/;

/** True for a plain non-negative decimal string ("0", "12.5"); no exponent, no sign. */
export function isDecimalString(value: string): boolean {
  return DECIMAL.test(value);
}

/** An amount as the API writes one: a plain decimal string with at most 18 places. */
export function isAmountText(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    isDecimalString(value) &&
    (value.split('.')[1] ?? '').length <= TOKEN_DECIMALS
  );
}

/** True when the string is a decimal above zero with at most `decimals` places. */
export function isPositiveAmount(value: string, decimals = TOKEN_DECIMALS): boolean {
  if (!isDecimalString(value)) return false;
  const fraction = value.split('.')[1] ?? '';
  if (fraction.length > decimals) return false;
  return new Big(value).gt(0);
}

/** Normalises any decimal string: no exponent, no trailing zeros ("1.500" → "1.5"). */
export function normalize(value: string): string {
  return new Big(value).toFixed();
}

export function add(a: string, b: string): string {
  return new Big(a).plus(b).toFixed();
}

export function sub(a: string, b: string): string {
  return new Big(a).minus(b).toFixed();
}

export function mul(a: string, b: string): string {
  return new Big(a).times(b).toFixed();
}

export function compare(a: string, b: string): -1 | 0 | 1 {
  return new Big(a).cmp(b) as -1 | 0 | 1;
}

export function gt(a: string, b: string): boolean {
  return new Big(a).gt(b);
}

/** Rounds to `places` decimals with the given mode (default: down, so money is never overstated). */
export function round(value: string, places: number, mode: 'down' | 'halfUp' = 'down'): string {
  return new Big(value).round(places, mode === 'down' ? Big.roundDown : Big.roundHalfUp).toFixed();
}
