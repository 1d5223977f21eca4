'use client';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { showToast } from '@/lib/feedback/toast';
import { sessionAtom } from '@/lib/session/store';
import { GuestCard } from './GuestCard';
import { NoWalletPanel } from './NoWalletPanel';
import styles from './SignInCard.module.css';
import { runSession } from './session-parts';
import { useGate } from './use-gate';

/**
 * The guest's entry: connect and sign in, or open the app in a wallet when there is none.
 * Both faces sit in one grid cell and the hidden one keeps its size, so learning a few seconds
 * in that there is no wallet never moves the cards below.
 */
export function SignInCard() {
  const t = useTranslations();
  const { signing, walletStatus } = useGate();
  // Why the last session ended, when the person did not end it; said until the next sign-in.
  const { signOutReason } = useAtomValue(sessionAtom);
  const [noWallet, setNoWallet] = useState(false);
  // Busy from the tap: the session's code may still have to arrive before sign-in can start.
  const [starting, setStarting] = useState(false);

  const start = async () => {
    setStarting(true);
    try {
      const { signIn } = await runSession();
      const outcome = await signIn();
      if (outcome === 'no-wallet') setNoWallet(true);
    } catch (error) {
      console.warn('sign-in could not start', error);
      showToast({ key: 'app.chunkFailed' }, { tone: 'error' });
    } finally {
      setStarting(false);
    }
  };

  const showNoWallet = noWallet || walletStatus === 'none';
  return (
    <div className={styles.slot}>
      <GuestCard
        titleId="sign-in-title"
        title={t('auth.connectTitle')}
        hint={t('auth.connectHint')}
        concealed={showNoWallet}
      >
        {signOutReason === 'network' ? (
          <p className={styles.notice} role="status">
            {t('auth.signedOutNetwork')}
          </p>
        ) : null}
        <Button block busy={signing || starting} onClick={start}>
          {signing || starting ? t('auth.signingIn') : t('auth.connect')}
        </Button>
      </GuestCard>
      <NoWalletPanel concealed={!showNoWallet} />
    </div>
  );
}
