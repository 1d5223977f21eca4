import type { ReactNode } from 'react';
import styles from './LongValue.module.css';

/**
 * An address, link or hash in full, for the person to check character by character: left to
 * right even in Persian, monospace, wrapping anywhere.
 */
export function LongValue({ children, as: Tag = 'p' }: { children: ReactNode; as?: 'p' | 'dd' }) {
  return <Tag className={`${styles.value} ltr`}>{children}</Tag>;
}
