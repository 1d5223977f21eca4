import type { ReactNode } from 'react';
import styles from './SignInCard.module.css';

/**
 * One face of the guest's entry card: a title, a hint and its actions. A concealed face keeps
 * its size (out of sight, focus and the accessibility tree), so swapping faces moves nothing.
 */
export function GuestCard({
  titleId,
  title,
  hint,
  concealed = false,
  children,
}: {
  titleId: string;
  title: string;
  hint: string;
  concealed?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={concealed ? `${styles.card} ${styles.concealed}` : styles.card}
      aria-labelledby={titleId}
      inert={concealed}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.hint}>{hint}</p>
      {children}
    </section>
  );
}
