import { describe, expect, it } from 'vitest';
import { withoutBidiControls } from './bidi-controls';

describe('withoutBidiControls', () => {
  it('drops every reordering control and keeps the rest, Persian included', () => {
    const controls = '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c';
    expect(withoutBidiControls(`Send to 0x\u202Edcba4321${controls}`)).toBe('Send to 0xdcba4321');
    expect(withoutBidiControls('اطلاعیه 1')).toBe('اطلاعیه 1');
  });
});
