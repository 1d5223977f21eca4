'use client';
import { LedgerList } from './LedgerList';
import styles from './records.module.css';

export default function LedgerScreen() {
  return (
    <div className={styles.screen}>
      <LedgerList />
    </div>
  );
}
