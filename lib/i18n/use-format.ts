'use client';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { formatAmount, formatCount, formatPercent, localDigits } from '@/lib/numbers/format';
import { localeAtom, messagesAtom } from './locale-state';
import { locales } from './locales';
import { intlKnowsDates, monthNamesFrom, ownDateTime, ownDay } from './own-dates';

/** Joins an amount to its unit: no line may part them. */
export const NO_BREAK_SPACE = '\u00A0';

/** Keeps a left-to-right run whole inside right-to-left text (LRI … PDI). */
const LEFT_TO_RIGHT = (text: string) => `\u2066${text}\u2069`;

/**
 * Amounts with their units joined by " + ". Right to left, each amount is isolated: without that
 * the "+" lands between a number and its unit and the two amounts swap places.
 */
export function joinAmounts(amounts: readonly string[], dir: 'ltr' | 'rtl'): string {
  return amounts.map((a) => (dir === 'rtl' ? LEFT_TO_RIGHT(a) : a)).join(' + ');
}

/** Locale-aware formatting of exact decimal strings and server times, in the user's time zone. */
export function useFormat() {
  const locale = useAtomValue(localeAtom);
  const messages = useAtomValue(messagesAtom);
  const { tag, dir } = locales[locale];
  const monthList = (messages?.app as Record<string, unknown> | undefined)?.monthNames;
  return useMemo(() => {
    // Built on first use: a date formatter is the costliest Intl object to create, and most
    // screens never show a date.
    let dateTime: ((date: Date) => string) | undefined;
    let day: ((date: Date) => string) | undefined;
    const dayFormat = (): ((date: Date) => string) => {
      const months = monthNamesFrom(monthList);
      if (!intlKnowsDates(tag) && months) return (date) => ownDay(date, months);
      const intl = new Intl.DateTimeFormat(tag, {
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      });
      return (date) => intl.format(date);
    };
    const dateFormat = (): ((date: Date) => string) => {
      const months = monthNamesFrom(monthList);
      if (!intlKnowsDates(tag) && months) return (date) => ownDateTime(date, months);
      const intl = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
      return (date) => intl.format(date);
    };
    /**
     * An amount with its unit, joined by a no-break space: "+20 USDT" never ends one line at
     * "+20" and starts the next with "USDT".
     */
    const money = (value: string, symbol: string, maxDecimals = 4) =>
      `${formatAmount(value, tag, maxDecimals)}${NO_BREAK_SPACE}${symbol}`;
    return {
      tag,
      amount: (value: string, maxDecimals = 4) => formatAmount(value, tag, maxDecimals),
      money,
      /** Several amounts with their units, as one sum ("1,000 USDT + 500 RWAT"). */
      moneySum: (parts: readonly { value: string; symbol: string }[], maxDecimals = 4) =>
        joinAmounts(
          parts.map(({ value, symbol }) => money(value, symbol, maxDecimals)),
          dir,
        ),
      percent: (fraction: string) => formatPercent(fraction, tag),
      count: (value: number) => formatCount(value, tag),
      /** An order number or other digits a person reads, in the language's numerals. */
      digits: (text: string) => localDigits(text, tag),
      /** A calendar date (`YYYY-MM-DD`) as day and month, in the language's calendar. */
      day: (isoDate: string) => {
        const date = new Date(`${isoDate}T00:00:00Z`);
        if (Number.isNaN(date.getTime())) return isoDate;
        day ??= dayFormat();
        return day(date);
      },
      dateTime: (iso: string) => {
        const date = new Date(iso);
        if (Number.isNaN(date.getTime())) return iso;
        dateTime ??= dateFormat();
        return dateTime(date);
      },
    };
  }, [tag, dir, monthList]);
}
