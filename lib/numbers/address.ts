import { type Address, getAddress, isAddress } from 'viem';
import { isHexAddress } from './address-text';

export type AddressProblem = 'empty' | 'invalid' | 'checksum' | 'own';

/**
 * Checks a typed or pasted address: all-lowercase or all-uppercase hex is accepted (no
 * checksum to check); mixed case must carry a valid EIP-55 checksum. The answer is checksummed.
 */
export function checkAddress(
  value: string,
  own?: string,
): { ok: true; address: Address } | { ok: false; problem: AddressProblem } {
  const trimmed = value.trim();
  if (!trimmed) return { ok: false, problem: 'empty' };
  if (!isHexAddress(trimmed)) return { ok: false, problem: 'invalid' };
  const body = trimmed.slice(2);
  const oneCase = body === body.toLowerCase() || body === body.toUpperCase();
  if (!oneCase && !isAddress(trimmed, { strict: true })) return { ok: false, problem: 'checksum' };
  const address = getAddress(trimmed);
  if (own && address.toLowerCase() === own.toLowerCase()) return { ok: false, problem: 'own' };
  return { ok: true, address };
}
