'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { GuestCard } from './GuestCard';
import { NoWalletPanel } from './NoWalletPanel';
import styles from './SignInCard.module.css';
import { signIn } from './sign-in';
import { useGate } from './use-gate';

/**
 * The guest's entry: connect and sign in, or open the app in a wallet when there is none.
 * Both faces sit in one grid cell and the hidden one keeps its size, so learning a few seconds
 * in that there is no wallet never moves the cards below.
 */
export function SignInCard() {
  const t = useTranslations();
  const { signing, walletStatus } = useGate();
  const [noWallet, setNoWallet] = useState(false);

  const start = async () => {
    const outcome = await signIn();
    if (outcome === 'no-wallet') setNoWallet(true);
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
        <Button block busy={signing} onClick={start}>
          {signing ? t('auth.signingIn') : t('auth.connect')}
        </Button>
      </GuestCard>
      <NoWalletPanel concealed={!showNoWallet} />
    </div>
  );
}
