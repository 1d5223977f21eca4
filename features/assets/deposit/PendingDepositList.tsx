'use client';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { TxLink } from '@/components/ui/TxLink';
import styles from '@/features/assets/assets.module.css';
import { useDepositRecords } from '@/features/records/api';
import { sessionAtom } from '@/lib/session/store';
import { settledHashes, validPendingTxs } from './deposit-flow';
import { depositStepAtom } from './deposit-runner';

/**
 * Each transaction still waiting for its receipt, with its hash linked to the explorer. One
 * truth per deposit: once its record says Success or Failed, it is no longer said to wait,
 * however slow the receipt.
 */
export default function PendingDepositList() {
  const t = useTranslations();
  const { pendingTxs } = useAtomValue(sessionAtom);
  // The transaction the deposit screen's step line already shows is not listed twice.
  const step = useAtomValue(depositStepAtom);
  const settled = settledHashes(useDepositRecords().items);
  const pending = validPendingTxs(pendingTxs).filter(
    (tx) => tx.hash !== step?.hash && !settled.has(tx.hash.toLowerCase()),
  );
  if (pending.length === 0) return null;
  return (
    <ul className={styles.pendingList} aria-label={t('deposit.pendingTitle')}>
      {pending.map((tx) => (
        <li key={tx.hash} className={styles.notice}>
          {t(tx.kind === 'deposit' ? 'deposit.stillPending' : 'deposit.approvalStillPending')}{' '}
          <TxLink hash={tx.hash} />
        </li>
      ))}
    </ul>
  );
}
