import type { ReactNode } from 'react';
import styles from './Screen.module.css';

interface ScreenProps {
  children: ReactNode;
  /** Space between the screen's blocks: normal, snug (lists) or tight (cards that carry their own). */
  spacing?: 'normal' | 'snug' | 'tight';
  /** An article for a screen that is one document (an announcement). */
  as?: 'div' | 'article';
  className?: string;
}

/** The column every screen is laid out in. */
export function Screen({ children, spacing = 'normal', as: Tag = 'div', className }: ScreenProps) {
  const classes = [styles.screen, spacing === 'normal' ? '' : styles[spacing], className];
  return <Tag className={classes.filter(Boolean).join(' ')}>{children}</Tag>;
}

/** A screen's own actions, such as Refresh, at the end of the line; `spread` puts the first at the start. */
export function Toolbar({ children, spread = false }: { children: ReactNode; spread?: boolean }) {
  return (
    <div className={spread ? `${styles.toolbar} ${styles.spread}` : styles.toolbar}>{children}</div>
  );
}
