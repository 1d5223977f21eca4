import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeAmountInput, toAsciiDigits } from './sanitize';

/**
 * An independent reading of SPEC §5, written as a one-pass scanner rather than the
 * implementation's replace-and-trim steps.
 */
function oracle(raw: string, maxDecimals?: number): string {
  const chars: string[] = [];
  let seenDot = false;
  let fraction = 0;
  for (const ch of raw) {
    const code = ch.codePointAt(0) ?? 0;
    let c = ch;
    if (code >= 0xff10 && code <= 0xff19) c = String.fromCharCode(48 + code - 0xff10);
    else if (ch === '．' || ch === '。') c = '.';
    if (c === '.') {
      if (chars.length === 0) return '';
      if (seenDot) continue;
      seenDot = true;
      chars.push('.');
    } else if (c >= '0' && c <= '9') {
      if (seenDot) {
        fraction++;
        if (maxDecimals !== undefined && fraction > maxDecimals) continue;
      }
      chars.push(c);
    }
  }
  // Leading zeros: keep one only when a dot follows it, or when it is the whole value.
  let start = 0;
  while (start < chars.length - 1 && chars[start] === '0' && chars[start + 1] !== '.') start++;
  return chars.slice(start).join('');
}

const inputChar = fc.constantFrom(...'0123456789..--e+ ,aX１２０．。'.split(''));

describe('sanitizeAmountInput', () => {
  it.each([
    ['-1', '1'],
    ['00.5', '0.5'],
    ['.5', ''],
    ['1..2', '1.2'],
    ['1.2.3', '1.23'],
    ['1e5', '15'],
    ['0123', '123'],
    ['0', '0'],
    ['000', '0'],
    ['0.', '0.'],
    ['12abc.3x4', '12.34'],
    ['１２．５', '12.5'],
    ['', ''],
  ])('%j → %j', (raw, expected) => {
    expect(sanitizeAmountInput(raw)).toBe(expected);
  });

  it('caps decimals when asked', () => {
    expect(sanitizeAmountInput('1.234567', 3)).toBe('1.234');
    expect(sanitizeAmountInput('1.2', 5)).toBe('1.2');
    expect(sanitizeAmountInput('7.', 3)).toBe('7.');
  });

  it('matches the independent oracle on 10 000 random inputs', () => {
    fc.assert(
      fc.property(
        fc.array(inputChar, { maxLength: 24 }).map((a) => a.join('')),
        fc.option(fc.integer({ min: 3, max: 5 }), { nil: undefined }),
        (raw, cap) => {
          expect(sanitizeAmountInput(raw, cap)).toBe(oracle(raw, cap));
        },
      ),
      { numRuns: 10_000 },
    );
  });

  it('is idempotent and only ever yields digits and at most one dot', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (raw) => {
        const once = sanitizeAmountInput(raw);
        expect(sanitizeAmountInput(once)).toBe(once);
        expect(once).toMatch(/^(\d+(\.\d*)?)?$/);
      }),
      { numRuns: 10_000 },
    );
  });

  it('converts full-width digits rather than dropping them', () => {
    expect(toAsciiDigits('０１２３４５６７８９')).toBe('0123456789');
  });
});
