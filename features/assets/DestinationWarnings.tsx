'use client';
import type { ReactNode } from 'react';
import styles from './assets.module.css';

export interface DestinationWarningText {
  /** The address resembles one from the person's records: both, with the differences marked. */
  lookAlike?: ReactNode;
  /** Why this destination may lose the money (zero, burn, the app's contracts, code on chain). */
  danger?: string;
}

/**
 * Everything that is odd about where money is going, said the same way on the form (as the
 * address is typed) and on the review (which repeats it and asks for an acknowledgement): the
 * one place these warnings are drawn.
 */
export function DestinationWarnings({ lookAlike, danger }: DestinationWarningText) {
  if (!lookAlike && !danger) return null;
  return (
    <>
      {lookAlike ? <div className={styles.notice}>{lookAlike}</div> : null}
      {danger ? (
        <p className={styles.notice} role="alert">
          {danger}
        </p>
      ) : null}
    </>
  );
}
