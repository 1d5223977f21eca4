'use client';
import { useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import { DelayedSpinner } from '@/components/ui/DelayedSpinner';
import styles from './ConnectToContinue.module.css';

// The sign-in card is home's; loaded with the first guarded route a guest opens, not before.
const SignInCard = lazy(() =>
  import('@/features/session/SignInCard').then((m) => ({ default: m.SignInCard })),
);

/**
 * A guest on a screen that needs a wallet: said plainly, with the way in. The address stays, so
 * once signed in the screen they asked for opens in place.
 */
export function ConnectToContinue() {
  const t = useTranslations();
  return (
    <div className={styles.box}>
      <p className={styles.reason}>{t('auth.connectToContinue')}</p>
      <Suspense fallback={<DelayedSpinner />}>
        <SignInCard />
      </Suspense>
    </div>
  );
}
