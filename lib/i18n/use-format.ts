'use client';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { formatAmount, formatCount, formatPercent } from '@/lib/numbers/format';
import { localeAtom } from './locale-state';
import { locales } from './locales';

/** Locale-aware formatting of exact decimal strings and server times, in the user's time zone. */
export function useFormat() {
  const locale = useAtomValue(localeAtom);
  const tag = locales[locale].tag;
  return useMemo(() => {
    // Built on first use: a date formatter is the costliest Intl object to create, and most
    // screens never show a date.
    let dateTime: Intl.DateTimeFormat | undefined;
    return {
      tag,
      amount: (value: string, maxDecimals = 4) => formatAmount(value, tag, maxDecimals),
      percent: (fraction: string) => formatPercent(fraction, tag),
      count: (value: number) => formatCount(value, tag),
      dateTime: (iso: string) => {
        const date = new Date(iso);
        if (Number.isNaN(date.getTime())) return iso;
        dateTime ??= new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
        return dateTime.format(date);
      },
    };
  }, [tag]);
}
