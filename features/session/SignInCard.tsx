'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { readInjected } from '@/lib/chain/detect';
import { pairedWalletApp } from '@/lib/chain/paired-wallet-app';
import { WALLETCONNECT } from '@/lib/chain/wallet-state';
import { config } from '@/lib/config';
import { showToast } from '@/lib/feedback/toast';
import { GuestCard } from './GuestCard';
import { NoWalletPanel } from './NoWalletPanel';
import styles from './SignInCard.module.css';
import { signInWithSession } from './start';
import { useGate } from './use-gate';

/** A build with a WalletConnect project id offers it (without one, the option is hidden). */
const walletConnectOffered = config.walletConnectProjectId !== '';

/**
 * The guest's entry: connect and sign in, or open the app in a wallet when there is none.
 * A wallet's own browser has put its wallet in the page before the app runs: there the card is
 * the connect face alone, as tall as it needs. Elsewhere the search for a late wallet takes a
 * few seconds, so both faces sit in one grid cell and the hidden one keeps its size: learning
 * that there is no wallet (the taller face, the likelier answer) never moves the cards below.
 */
export function SignInCard() {
  const t = useTranslations();
  const { signing, walletStatus } = useGate();
  const [noWallet, setNoWallet] = useState(false);
  // The wallet app this device stayed paired with while the app was closed (read once).
  const [pairedApp] = useState(pairedWalletApp);
  // Read once, as the card first shows: whether a wallet was in the page from the start.
  const [walletAtStart] = useState(() => readInjected() !== undefined);
  // Busy from the tap: the session's code may still have to arrive before sign-in can start.
  const [starting, setStarting] = useState(false);

  /** `choice`: a wallet's id (WalletConnect's), else the one sign-in finds. */
  const start = async (choice?: string) => {
    setStarting(true);
    try {
      const outcome = await signInWithSession(choice);
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
        <Button block busy={signing || starting} onClick={() => start()}>
          {signing || starting ? t('auth.signingIn') : t('auth.connect')}
        </Button>
      </GuestCard>
      {walletAtStart && !showNoWallet ? null : (
        <NoWalletPanel
          concealed={!showNoWallet}
          busy={signing || starting}
          onWalletApp={walletConnectOffered ? () => start(WALLETCONNECT) : undefined}
          pairedApp={pairedApp}
        />
      )}
    </div>
  );
}
