'use client';
import { useTranslations } from 'next-intl';
import { explorerTxUrl, shortHash } from '@/lib/chain/explorer';
import styles from './TxLink.module.css';

/** A transaction hash, shortened, linking to the explorer; the full hash is in its name. */
export function TxLink({ hash }: { hash: string }) {
  const t = useTranslations();
  return (
    <a
      className={`${styles.link} ltr`}
      href={explorerTxUrl(hash)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('deposit.viewTx', { hash })}
    >
      {shortHash(hash)}
    </a>
  );
}
