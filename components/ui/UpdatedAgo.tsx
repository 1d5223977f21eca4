'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useFormat } from '@/lib/i18n/use-format';
import styles from './States.module.css';

/** How often the line is written again: often enough that "10 s ago" is never a minute old. */
const TICK_MS = 5_000;

/**
 * "Updated 20 s ago" under figures that change (balances): the person sees how fresh what they
 * read is, in the language's numerals. Nothing before the first answer (`at` is 0).
 */
export function UpdatedAgo({ at }: { at: number }) {
  const t = useTranslations();
  const format = useFormat();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  if (!at) return null;
  // Figures newer than the last tick read as just now.
  const seconds = Math.max(0, Math.floor((now - at) / 1000));
  const text =
    seconds < 5
      ? t('app.updatedNow')
      : seconds < 60
        ? t('app.updatedSeconds', { seconds: format.count(seconds) })
        : t('app.updatedMinutes', { minutes: format.count(Math.floor(seconds / 60)) });
  return <p className={styles.updated}>{text}</p>;
}
