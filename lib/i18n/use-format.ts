'use client';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { formatAmount, formatPercent } from '@/lib/numbers/format';
import { localeAtom } from './locale-state';
import { locales } from './locales';

/** Locale-aware formatting of exact decimal strings and server times, in the user's time zone. */
export function useFormat() {
  const locale = useAtomValue(localeAtom);
  const tag = locales[locale].tag;
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      tag,
      amount: (value: string, maxDecimals = 4) => formatAmount(value, tag, maxDecimals),
      percent: (fraction: string) => formatPercent(fraction, tag),
      count: (value: number) => new Intl.NumberFormat(tag).format(value),
      dateTime: (iso: string) => {
        const date = new Date(iso);
        return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
      },
    };
  }, [tag]);
}
