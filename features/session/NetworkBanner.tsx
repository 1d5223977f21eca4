'use client';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { sessionAtom } from '@/lib/session/store';
import styles from './NetworkBanner.module.css';
import { signInWithSession } from './start';
import { useGate } from './use-gate';

/**
 * Stays up while the wallet is on another chain (once a sign-in's own switch was refused), with a
 * retry that asks the wallet again; after a network change signed the person out, it says so
 * until they sign in again.
 */
export function NetworkBanner() {
  const t = useTranslations();
  const gate = useGate();
  // A sign-in checks the network itself and asks the wallet to switch: the banner waits for
  // its answer rather than offer a second switch while the wallet app shows the first.
  const wrongNetwork = gate.wrongNetwork && !gate.signing;
  const reason = useAtomValue(sessionAtom).signOutReason;
  const signedOut = reason === 'network';
  const [busy, setBusy] = useState(false);
  if (!wrongNetwork && reason === 'walletDisconnected') {
    return (
      <div className={styles.banner} role="alert">
        <span>{t('auth.walletDisconnected')}</span>
      </div>
    );
  }
  if (!wrongNetwork && !signedOut) return null;
  if (!wrongNetwork) {
    return (
      <div className={styles.banner} role="alert">
        <span>{t('network.signedOut')}</span>
      </div>
    );
  }
  const retry = async () => {
    setBusy(true);
    try {
      const { ensureNetwork } = await import('@/lib/chain/wallet');
      // A sign-in that stopped at the network goes on once the wallet app switched.
      await ensureNetwork(() => {
        void signInWithSession();
      });
    } catch (error) {
      console.warn('network retry failed', error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.banner} role="alert">
      <span>
        {signedOut ? `${t('network.signedOut')} ${t('network.wrong')}` : t('network.wrong')}
      </span>
      <Button variant="secondary" busy={busy} onClick={retry}>
        {t('network.switch')}
      </Button>
    </div>
  );
}
