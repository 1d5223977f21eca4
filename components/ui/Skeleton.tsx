'use client';
import { useTranslations } from 'next-intl';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { config } from '@/lib/config';
import styles from './Skeleton.module.css';
import statStyles from './StatList.module.css';

/**
 * Loading drawn as the shape of what is coming. The shape holds its room from the first frame,
 * so nothing jumps when the content lands, but shows (and says "Loading…") only once loading has
 * lasted longer than the placeholder delay, as the spinner does, so a quick answer never flickers.
 */
function Busy({
  className,
  style,
  children,
}: {
  className: string | undefined;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const t = useTranslations();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), config.asyncPlaceholderDelayMs);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div aria-busy="true" className={styles.busy}>
      {shown ? (
        <span role="status" className="visually-hidden">
          {t('app.loading')}
        </span>
      ) : null}
      <div
        aria-hidden="true"
        className={shown ? className : `${className} ${styles.waiting}`}
        style={style}
      >
        {children}
      </div>
    </div>
  );
}

const times = (count: number) => Array.from({ length: count }, (_, i) => i);

/** The rows of a list (records, orders, members, the ledger) while its first page loads. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <Busy className={styles.list}>
      {times(rows).map((i) => (
        <div key={i} className={styles.row}>
          <span className={`${styles.bar} ${styles.long}`} />
          <span className={`${styles.bar} ${styles.short}`} />
        </div>
      ))}
    </Busy>
  );
}

/** A card's figures (a StatList: label over value) while they load, in the same grid. */
export function StatsSkeleton({ count, columns = 2 }: { count: number; columns?: 1 | 2 | 3 }) {
  return (
    <Busy className={statStyles.list} style={{ '--columns': columns } as CSSProperties}>
      {times(count).map((i) => (
        <div key={i} className={styles.stat}>
          <span className={`${styles.bar} ${styles.label}`} />
          <span className={`${styles.bar} ${styles.value}`} />
        </div>
      ))}
    </Busy>
  );
}
