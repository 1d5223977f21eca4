import { describe, expect, it } from 'vitest';
import { intlKnowsDates, monthNamesFrom, ownDateTime, ownDay } from './own-dates';

const khmerMonths = 'មករា|កុម្ភៈ|មីនា|មេសា|ឧសភា|មិថុនា|កក្កដា|សីហា|កញ្ញា|តុលា|វិច្ឆិកា|ធ្នូ';

describe('own dates', () => {
  it('writes day, the catalogue month, year and a 24-hour time', () => {
    const months = monthNamesFrom(khmerMonths);
    expect(months).toHaveLength(12);
    expect(ownDateTime(new Date(2026, 10, 25, 14, 8), months ?? [])).toBe('25 វិច្ឆិកា 2026, 14:08');
  });

  it('writes a calendar date as its day and month name, whatever the time zone', () => {
    expect(ownDay(new Date('2026-11-27T00:00:00Z'), monthNamesFrom(khmerMonths) ?? [])).toBe(
      '27 វិច្ឆិកា',
    );
  });

  it('refuses a month list that is not twelve names', () => {
    expect(monthNamesFrom('a|b')).toBeUndefined();
    expect(monthNamesFrom(undefined)).toBeUndefined();
  });

  it('says English is known to Intl and an unknown language is not', () => {
    expect(intlKnowsDates('en')).toBe(true);
    expect(intlKnowsDates('zz-Zzzz')).toBe(false);
  });
});
