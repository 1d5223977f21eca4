'use client';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { useUserInfo } from '@/features/session/api';
import { logout } from '@/features/session/logout';
import styles from '@/features/session/SignInCard.module.css';
import { sessionAtom } from '@/lib/session/store';

/** Who is signed in, who invited them, and the way out. */
export function AccountCard() {
  const t = useTranslations();
  const { address } = useAtomValue(sessionAtom);
  // Asking the server who we are also tells us early when this session ended elsewhere.
  const info = useUserInfo();
  const referrer = info.data?.pid;
  return (
    <section className={styles.card} aria-label={t('auth.account')}>
      <p className={styles.hint}>
        {t('auth.signedInAs')} <span className="ltr">{address}</span>
      </p>
      {info.data ? (
        <p className={styles.hint}>
          {t('auth.referrer')}{' '}
          {referrer ? <span className="ltr">{referrer}</span> : t('auth.noReferrer')}
        </p>
      ) : null}
      <Button variant="secondary" onClick={() => void logout()}>
        {t('auth.logout')}
      </Button>
    </section>
  );
}
