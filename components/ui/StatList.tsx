import type { CSSProperties, ReactNode } from 'react';
import styles from './StatList.module.css';

export interface Stat {
  label: string;
  value: ReactNode;
}

/**
 * Label/value pairs as a description list, so each value is announced with its label. `columns`
 * is the most side by side; a narrow phone gets fewer, so no figure is split over two lines.
 * `rows`: one pair a line, the label at the start and the figure at the end (a quote's lines,
 * whose figures with their units are wider than a column).
 */
export function StatList({
  items,
  columns = 2,
  rows = false,
}: {
  items: Stat[];
  columns?: 1 | 2 | 3;
  rows?: boolean;
}) {
  return (
    <dl
      className={rows ? `${styles.list} ${styles.rows}` : styles.list}
      style={{ '--columns': rows ? 1 : columns } as CSSProperties}
    >
      {items.map((item) => (
        <div key={item.label} className={styles.item}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
