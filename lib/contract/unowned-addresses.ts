/**
 * Addresses nobody holds a key for: money sent there is gone for good. The app warns before a
 * send to one; the server refuses a withdrawal to one. Both read this one list.
 */
export type UnownedAddress =
  /** 0x000…000: no key exists for it. */
  | 'zero'
  /** Addresses used to destroy tokens (…dEaD, 0x000…0001 and other tiny values). */
  | 'burn';

const ZERO = `0x${'0'.repeat(40)}`;

/** Burn addresses in common use that the "tiny value" rule below does not cover. */
const KNOWN_BURN = new Set([
  '0xdead000000000000000042069420694206942069',
  '0xffffffffffffffffffffffffffffffffffffffff',
]);

/**
 * An address with 36 leading zero hex digits is a small number written as an address
 * (0x…0001, 0x…dEaD, the precompiles): nobody holds a key for one.
 */
function isTinyValue(lower: string): boolean {
  return lower.slice(2, 38) === '0'.repeat(36);
}

/** Which kind of unowned address `address` is, in any letter case; null for any other. */
export function unownedAddress(address: string): UnownedAddress | null {
  const lower = address.toLowerCase();
  if (lower === ZERO) return 'zero';
  if (KNOWN_BURN.has(lower) || isTinyValue(lower)) return 'burn';
  return null;
}
