'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { formatAgo } from '@/lib/i18n/relative-time';
import { useFormat } from '@/lib/i18n/use-format';
import styles from './assets.module.css';

/** How old a quoted price is ("Updated 12 seconds ago"), counted on while it is shown. */
export function PriceAge({ updatedAt }: { updatedAt: number }) {
  const t = useTranslations();
  const { tag, count } = useFormat();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  // A price newer than the last tick reads "now" (formatAgo counts nothing below zero). Not a
  // live region: a count read out every second would drown everything else.
  return (
    <p className={styles.hint}>
      {t('flash.priceAge', {
        age: formatAgo(now - updatedAt, tag, (unit, n) =>
          t(`app.ago.${unit}`, { count: count(n) }),
        ),
      })}
    </p>
  );
}
