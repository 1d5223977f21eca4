import { describe, expect, it } from 'vitest';
import { labelOf } from './label-of';

const table = { active: 'orders.status.active', ended: 'orders.status.ended' };

describe('labelOf', () => {
  it("gives a known value's entry", () => {
    expect(labelOf(table, 'ended', 'x')).toBe('orders.status.ended');
  });

  it('gives the fallback for an unknown value and for prototype names', () => {
    for (const value of ['paused', '', 'constructor', '__proto__', 'toString']) {
      expect(labelOf(table, value, 'orders.status.other')).toBe('orders.status.other');
    }
  });
});
