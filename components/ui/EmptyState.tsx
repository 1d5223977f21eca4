import { Link } from '@/lib/router';
import type { RouteId } from '@/lib/routes';
import buttonStyles from './Button.module.css';
import styles from './States.module.css';

/** Where a person goes to fill an empty list: a route and the words of its link. */
export interface NextStep {
  to: RouteId;
  label: string;
}

/** What an empty list says, and the way to what fills it where there is one. */
export function EmptyState({ text, next }: { text: string; next?: NextStep }) {
  if (!next) return <p className={styles.empty}>{text}</p>;
  return (
    <div className={styles.emptyWithNext}>
      <p className={styles.emptyText}>{text}</p>
      <Link
        to={next.to}
        className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.nextStep}`}
      >
        {next.label}
      </Link>
    </div>
  );
}
