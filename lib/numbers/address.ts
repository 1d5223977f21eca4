import { getAddress, isAddress } from 'viem';

export type AddressProblem = 'empty' | 'invalid' | 'checksum' | 'own';

/**
 * Checks a typed or pasted address: all-lowercase or all-uppercase hex is accepted (no
 * checksum to check); mixed case must carry a valid EIP-55 checksum.
 */
export function checkAddress(
  value: string,
  own?: string,
): { ok: true; address: `0x${string}` } | { ok: false; problem: AddressProblem } {
  const trimmed = value.trim();
  if (!trimmed) return { ok: false, problem: 'empty' };
  if (!/^0x[0-9a-fA-F]{40}$/.test(trimmed)) return { ok: false, problem: 'invalid' };
  if (!isAddress(trimmed, { strict: true })) return { ok: false, problem: 'checksum' };
  const address = getAddress(trimmed);
  if (own && address.toLowerCase() === own.toLowerCase()) return { ok: false, problem: 'own' };
  return { ok: true, address };
}

/** "0x1234…abcd": for lists; confirm steps always show the full address. */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

/** True when `candidate` shares start and end with a known address but is not it. */
export function resemblesButDiffers(candidate: string, known: readonly string[]): boolean {
  const c = candidate.toLowerCase();
  return known.some((k) => {
    const a = k.toLowerCase();
    return a !== c && a.slice(0, 6) === c.slice(0, 6) && a.slice(-4) === c.slice(-4);
  });
}
