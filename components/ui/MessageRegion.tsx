import type { ReactNode, Ref } from 'react';
import styles from './MessageRegion.module.css';

interface MessageRegionProps {
  ref?: Ref<HTMLDivElement>;
  /** Where it sits: its owner's placement. */
  className?: string;
  children?: ReactNode;
}

/**
 * Where messages show and are announced: a polite live region, a manual popover its owner shows
 * in the top layer. The page's toaster has one; so has every modal dialog, whose page is inert
 * while it is open.
 */
export function MessageRegion({ ref, className, children }: MessageRegionProps) {
  return (
    <div
      ref={ref}
      className={className ? `${styles.region} ${className}` : styles.region}
      popover="manual"
      role="status"
      aria-live="polite"
      aria-atomic="true"
    >
      {children}
    </div>
  );
}
