import type { ReactNode } from 'react';
import styles from './StatList.module.css';

export interface Stat {
  label: string;
  value: ReactNode;
}

/** Label/value pairs as a description list, so each value is announced with its label. */
export function StatList({ items, columns = 2 }: { items: Stat[]; columns?: 1 | 2 | 3 }) {
  return (
    <dl
      className={styles.list}
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
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
