'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { signIn } from '@/lib/auth/sign-in';
import { useGate } from '@/lib/auth/use-gate';
import { NoWalletPanel } from './NoWalletPanel';
import styles from './SignInCard.module.css';

/** The guest's entry: connect and sign in, or open the app in a wallet when there is none. */
export function SignInCard() {
  const t = useTranslations();
  const { signing, walletStatus } = useGate();
  const [noWallet, setNoWallet] = useState(false);

  const start = async () => {
    const outcome = await signIn();
    if (outcome === 'no-wallet') setNoWallet(true);
  };

  if (noWallet || walletStatus === 'none') return <NoWalletPanel />;
  return (
    <section className={styles.card} aria-labelledby="sign-in-title">
      <h2 id="sign-in-title" className={styles.title}>
        {t('auth.connectTitle')}
      </h2>
      <p className={styles.hint}>{t('auth.connectHint')}</p>
      <Button block busy={signing} onClick={start}>
        {signing ? t('auth.signingIn') : t('auth.connect')}
      </Button>
    </section>
  );
}
