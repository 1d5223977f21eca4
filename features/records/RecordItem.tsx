import type { ReactNode } from 'react';
import type { StatusTone } from './record-labels';
import styles from './records.module.css';

export interface RecordDetail {
  label: string;
  value: ReactNode;
}

interface RecordItemProps {
  title: string;
  amount: ReactNode;
  /** Colours the amount: money in or out. */
  direction?: 'in' | 'out';
  status?: { text: string; tone: StatusTone };
  details: RecordDetail[];
  /** 2 on a record screen, 3 inside a titled card. */
  level?: 2 | 3;
}

/** One row of a record list: what it was, how much, its status, and the details below. */
export function RecordItem({
  title,
  amount,
  direction,
  status,
  details,
  level = 2,
}: RecordItemProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.item}>
      <div className={styles.head}>
        <Heading className={styles.title}>{title}</Heading>
        <span className={direction ? `${styles.amount} ${styles[direction]}` : styles.amount}>
          {amount}
        </span>
      </div>
      {status ? (
        <span className={`${styles.status} ${styles[status.tone]}`}>{status.text}</span>
      ) : null}
      <dl className={styles.meta}>
        {details.map((d) => (
          <div key={d.label} className={styles.detail}>
            <dt>{d.label}</dt>
            <dd>{d.value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
