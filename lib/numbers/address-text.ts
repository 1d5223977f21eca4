/**
 * An address as text: its shape, its short form, its look-alikes. No hashing here, so the first
 * load, which shows addresses but checks none, carries no keccak: viem's `isAddress` would
 * bring its checksum code along, and `getAddress` checksums on the lazy paths that check
 * (`checkAddress`, the bind dialog, sign-in).
 */

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** 0x and 40 hex digits, in any case; says nothing of its checksum. */
export function isHexAddress(value: string): boolean {
  return HEX_ADDRESS.test(value);
}

/** "0x1234…abcd": for lists; confirm steps always show the full address. */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

/**
 * The known address that `candidate` resembles but is not: the same start and end (what a
 * person glances at), something else in between. Undefined when none does.
 */
export function lookAlikeOf(candidate: string, known: readonly string[]): string | undefined {
  const c = candidate.toLowerCase();
  return known.find((k) => {
    const a = k.toLowerCase();
    return a !== c && a.slice(0, 6) === c.slice(0, 6) && a.slice(-4) === c.slice(-4);
  });
}

/** True when `candidate` shares start and end with a known address but is not it. */
export function resemblesButDiffers(candidate: string, known: readonly string[]): boolean {
  return lookAlikeOf(candidate, known) !== undefined;
}

/** The positions at which two addresses differ, letter case aside. */
export function differingPositions(a: string, b: string): number[] {
  const positions: number[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i]?.toLowerCase() !== b[i]?.toLowerCase()) positions.push(i);
  }
  return positions;
}
