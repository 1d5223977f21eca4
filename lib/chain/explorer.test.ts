import { describe, expect, it } from 'vitest';
import { explorerTxUrl, shortHash } from './explorer';

const HASH = `0x${'ab'.repeat(31)}cdef`;

describe('explorer links', () => {
  it('joins the explorer and the hash under /tx/, with or without a trailing slash', () => {
    expect(explorerTxUrl(HASH, 'https://bscscan.com')).toBe(`https://bscscan.com/tx/${HASH}`);
    expect(explorerTxUrl(HASH, 'https://testnet.bscscan.com/')).toBe(
      `https://testnet.bscscan.com/tx/${HASH}`,
    );
  });

  it('shortens a hash to its first and last characters', () => {
    expect(shortHash(HASH)).toBe('0xabab…cdef');
    expect(shortHash('0xa1')).toBe('0xa1');
  });
});
