import type { ComponentProps } from 'react';
import { Link } from '@/lib/router';
import styles from './Card.module.css';

/** The link at the end of a card's title row (`Card`'s `action`), drawn alike on every card. */
export function CardLink(props: Omit<ComponentProps<typeof Link>, 'className'>) {
  return <Link {...props} className={styles.link} />;
}
