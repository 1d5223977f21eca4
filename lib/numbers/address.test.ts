import { describe, expect, it } from 'vitest';
import { checkAddress } from './address';
import { differingPositions, lookAlikeOf, resemblesButDiffers, shortAddress } from './address-text';

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('checkAddress', () => {
  it('accepts a checksummed or single-case address and returns it checksummed', () => {
    expect(checkAddress(A)).toEqual({ ok: true, address: A });
    expect(checkAddress(A.toLowerCase())).toEqual({ ok: true, address: A });
    expect(checkAddress(`0x${A.slice(2).toUpperCase()}`)).toEqual({ ok: true, address: A });
    expect(checkAddress(`  ${A}  `)).toEqual({ ok: true, address: A });
  });

  it('names the problem', () => {
    expect(checkAddress('')).toEqual({ ok: false, problem: 'empty' });
    expect(checkAddress('   ')).toEqual({ ok: false, problem: 'empty' });
    for (const invalid of [
      '0x123',
      `${A}0`,
      `0x${'g'.repeat(40)}`,
      'a'.repeat(42),
      `0X${A.slice(2)}`,
    ])
      expect(checkAddress(invalid)).toEqual({ ok: false, problem: 'invalid' });
    // One letter in the wrong case: a typo the checksum catches.
    expect(checkAddress(A.replace('C51812', 'c51812'))).toEqual({ ok: false, problem: 'checksum' });
    expect(checkAddress(A, A.toLowerCase())).toEqual({ ok: false, problem: 'own' });
  });

  it('spots a look-alike of a known address', () => {
    const lookAlike = `${A.slice(0, 10)}ffffffffffffffffffffffffffff${A.slice(-4)}`;
    expect(resemblesButDiffers(lookAlike, [A])).toBe(true);
    expect(resemblesButDiffers(A, [A])).toBe(false);
    expect(shortAddress(A)).toBe('0x7099…79C8');
  });
});

describe('look-alikes', () => {
  const saved = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
  const typed = '0x70997970C51812dc3A010C7d01b50e0d17dd79C8';

  it('names the saved address a typed one resembles', () => {
    expect(lookAlikeOf(typed, ['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', saved])).toBe(saved);
    expect(lookAlikeOf(saved, [saved])).toBeUndefined();
  });

  it('marks where two addresses differ, letter case aside', () => {
    expect(differingPositions(typed, saved)).toEqual([37]);
    expect(differingPositions(saved.toLowerCase(), saved)).toEqual([]);
  });
});
