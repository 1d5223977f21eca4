import { describe, expect, it } from 'vitest';
import { formatAgo } from './relative-time';

describe('how long ago', () => {
  it.each([
    [0, 'en', 'now'],
    [999, 'en', 'now'],
    [12_400, 'en', '12 seconds ago'],
    [59_999, 'en', '59 seconds ago'],
    [60_000, 'en', '1 minute ago'],
    [3 * 3_600_000, 'en', '3 hours ago'],
    [-5_000, 'en', 'now'],
    [12_000, 'vi', '12 giây trước'],
    [12_000, 'fa', '۱۲ ثانیه پیش'],
  ])('%i ms in %s reads %j', (ms, tag, text) => {
    expect(formatAgo(ms, tag)).toBe(text);
  });
});
