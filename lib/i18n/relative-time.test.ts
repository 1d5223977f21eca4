import { describe, expect, it } from 'vitest';
import { formatAgo, intlKnowsRelativeTime, type OwnAgo } from './relative-time';

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

  const own: OwnAgo = (unit, count) => `${count} ${unit} (own words)`;

  it('keeps the browser’s words where it knows the language', () => {
    expect(formatAgo(3_000, 'en', own)).toBe('3 seconds ago');
    expect(formatAgo(3_000, 'zh-TW', own)).toBe('3 秒前');
    expect(intlKnowsRelativeTime('fa')).toBe(true);
  });

  it('uses the app’s own words where the browser falls back to another language', () => {
    // An unknown tag resolves to the default language, as Khmer does in a Chromium without it.
    expect(intlKnowsRelativeTime('zz')).toBe(false);
    expect(formatAgo(3_000, 'zz', own)).toBe('3 second (own words)');
    expect(formatAgo(125_000, 'zz', own)).toBe('2 minute (own words)');
    expect(formatAgo(3 * 3_600_000, 'zz', own)).toBe('3 hour (own words)');
  });
});
