import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KEY_ALPHABET, KEY_LENGTH, randomKey, sortedJson } from './envelope-crypto';
import { legacyReaction } from './legacy-codes';

describe('legacy request encryption', () => {
  it('makes 16-character keys from the alphabet without look-alikes', () => {
    for (let i = 0; i < 200; i++) {
      const key = randomKey();
      expect(key).toHaveLength(KEY_LENGTH);
      expect(key).toMatch(/^[A-Za-z2-9]+$/);
      expect(key).not.toMatch(/[0O1lIo]/);
    }
    expect(KEY_ALPHABET).not.toMatch(/[0O1lIo]/);
  });

  it('never repeats a key in practice', () => {
    const keys = new Set(Array.from({ length: 2000 }, () => randomKey()));
    expect(keys.size).toBe(2000);
  });

  it('draws again rather than bias the alphabet (bytes past the last full cycle are skipped)', () => {
    // A source of only 255s: every byte is out of range until the fallback bytes arrive.
    let calls = 0;
    const key = randomKey((bytes) => {
      calls++;
      return bytes.fill(calls === 1 ? 255 : 0);
    });
    expect(key).toBe(KEY_ALPHABET[0]!.repeat(16));
    expect(calls).toBe(2);
  });

  it('sorts keys at every depth and keeps arrays in order', () => {
    expect(sortedJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}',
    );
    fc.assert(
      fc.property(fc.object(), (value) => {
        expect(JSON.parse(sortedJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 500 },
    );
  });

  it('reacts to codes as the legacy layer did', () => {
    for (const silent of ['200', '1030', '400', '1004', '1005', '1009', '1051', '1066', '1103']) {
      expect(legacyReaction(silent)).toBe('none');
    }
    expect(legacyReaction('1012')).toBe('reset-and-reload');
    expect(legacyReaction('code_999990')).toBe('sign-in');
    expect(legacyReaction('code_999988')).toBe('sign-in');
    expect(legacyReaction('1015')).toBe('toast');
    expect(legacyReaction('1000')).toBe('toast');
  });
});
