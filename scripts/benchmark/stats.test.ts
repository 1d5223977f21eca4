// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { kilobytes, median, seconds, spread, summarize } from './stats.mjs';

describe('benchmark statistics', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('leaves out runs that measured nothing', () => {
    expect(median([Number.NaN, 5, 1])).toBe(3);
    expect(summarize([Number.NaN, 7, 2, 9])).toEqual({ median: 7, min: 2, max: 9 });
    expect(median([Number.NaN])).toBeNaN();
  });

  it('writes the median with its range, in the unit asked for', () => {
    expect(spread([4400, 4100, 4900], seconds)).toBe('4.40 s (4.10 s–4.90 s)');
    expect(spread([216_064], kilobytes)).toBe('211.0 KB');
    expect(spread([Number.NaN, Number.NaN], seconds)).toBe('—');
  });
});
