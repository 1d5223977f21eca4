'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { ShortValue } from '@/components/ui/LongValue';
import { useUserInfo } from '@/features/session/api';
import styles from '@/features/session/SignInCard.module.css';
import { signOut } from '@/features/session/sign-out';

/** Who invited the person, and the way out (the header's chip says who is signed in). */
export function AccountCard() {
  const t = useTranslations();
  // Asking the server who we are also tells us early when this session ended elsewhere.
  const info = useUserInfo();
  const referrer = info.data?.pid;
  return (
    <section className={styles.card} aria-label={t('auth.account')}>
      {info.data ? (
        <p className={styles.hint}>
          {t('auth.referrer')}{' '}
          {referrer ? (
            <ShortValue value={referrer} label={t('auth.referrer')} reveal />
          ) : (
            t('auth.noReferrer')
          )}
        </p>
      ) : null}
      <Button variant="secondary" onClick={() => void signOut()}>
        {t('auth.logout')}
      </Button>
    </section>
  );
}
