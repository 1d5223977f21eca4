import { config } from '@/lib/config';

/** The explorer's page for a transaction: `<explorer>/tx/<hash>`. */
export function explorerTxUrl(hash: string, base: string = config.explorerUrl): string {
  return `${base.replace(/\/+$/, '')}/tx/${hash}`;
}

/** `0x1234…cdef`: enough to recognise a hash; the full one goes in the link's name. */
export function shortHash(hash: string): string {
  return hash.length <= 14 ? hash : `${hash.slice(0, 6)}…${hash.slice(-4)}`;
}
