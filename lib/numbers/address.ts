import { keccak_256 } from '@noble/hashes/sha3';
import type { Address } from 'viem';
import { isHexAddress } from './address-text';

export type AddressProblem = 'empty' | 'invalid' | 'checksum' | 'own';

/**
 * The EIP-55 form of a 0x-prefixed 40-hex address in any case (each letter upper-case where
 * the keccak-256 hash of the lower-case address has a nibble of 8 or more); undefined for
 * anything else. Written here, not taken from the wallet library: sign-in and the invite link
 * need it before that library loads.
 */
export function checksummed(value: string): Address | undefined {
  if (!isHexAddress(value)) return undefined;
  const hex = value.slice(2).toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(hex));
  let out = '0x';
  for (let i = 0; i < 40; i += 1) {
    const nibble = i % 2 === 0 ? (hash[i >> 1] ?? 0) >> 4 : (hash[i >> 1] ?? 0) & 0x0f;
    out += nibble >= 8 ? (hex[i] ?? '').toUpperCase() : (hex[i] ?? '');
  }
  return out as Address;
}

/**
 * Checks a typed or pasted address: all-lowercase or all-uppercase hex is accepted (no
 * checksum to check); mixed case must carry a valid EIP-55 checksum.
 */
export function checkAddress(
  value: string,
  own?: string,
): { ok: true; address: Address } | { ok: false; problem: AddressProblem } {
  const trimmed = value.trim();
  if (!trimmed) return { ok: false, problem: 'empty' };
  const address = checksummed(trimmed);
  if (!address) return { ok: false, problem: 'invalid' };
  const body = trimmed.slice(2);
  const oneCase = body === body.toLowerCase() || body === body.toUpperCase();
  if (!oneCase && trimmed !== address) return { ok: false, problem: 'checksum' };
  if (own && address.toLowerCase() === own.toLowerCase()) return { ok: false, problem: 'own' };
  return { ok: true, address };
}
