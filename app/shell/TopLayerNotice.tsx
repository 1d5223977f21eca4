'use client';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import styles from './Toaster.module.css';

/**
 * A notice shown from inside an open modal dialog, put in the top layer as a manual popover when
 * it mounts: the top layer draws what entered it last on top, so it shows above the dialog it
 * is in (mounted again in the newest dialog's slot, it goes above that one). Being inside the
 * dialog, it is not inert: its close button works and its live region is announced. A browser
 * without popovers shows it in the dialog's flow, at its end, as before.
 */
export function TopLayerNotice({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof element.showPopover !== 'function') return;
    element.showPopover();
    return () => {
      if (element.matches(':popover-open')) element.hidePopover();
    };
  }, []);
  return (
    <div ref={ref} popover="manual" className={styles.topLayer}>
      {children}
    </div>
  );
}
