import type { ReactNode } from 'react';
import { ForwardIcon } from '@/components/ui/icons';
import { Link } from '@/lib/router';
import type { RouteId } from '@/lib/routes';
import styles from './assets.module.css';

/** A row that leads to another screen (a list of records): its name, and an arrow to the end. */
export function RowLink({ to, children }: { to: RouteId; children: ReactNode }) {
  return (
    <Link to={to} className={styles.link}>
      <span>{children}</span>
      <ForwardIcon />
    </Link>
  );
}
