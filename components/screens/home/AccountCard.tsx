'use client';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { logout } from '@/lib/auth/logout';
import { sessionAtom } from '@/lib/session/store';
import styles from './SignInCard.module.css';

/** Who is signed in, and the way out. */
export function AccountCard() {
  const t = useTranslations();
  const { address } = useAtomValue(sessionAtom);
  return (
    <section className={styles.card} aria-label={t('auth.account')}>
      <p className={styles.hint}>
        {t('auth.signedInAs')} <span className="ltr">{address}</span>
      </p>
      <Button variant="secondary" onClick={() => void logout()}>
        {t('auth.logout')}
      </Button>
    </section>
  );
}
