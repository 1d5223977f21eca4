'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { walletDeepLinks } from '@/lib/chain/deep-links';
import { copyText } from '@/lib/feedback/clipboard';
import { showToast } from '@/lib/feedback/toast';
import listStyles from './NoWalletPanel.module.css';
import styles from './SignInCard.module.css';

/** No wallet in this browser: open this page inside one, or copy the link to paste there. */
export function NoWalletPanel() {
  const t = useTranslations();
  const url = window.location.href;
  const copy = async () => {
    const ok = await copyText(url);
    showToast(
      { key: ok ? 'auth.linkCopied' : 'auth.copyFailed' },
      { tone: ok ? 'success' : 'error' },
    );
  };
  return (
    <section className={styles.card} aria-labelledby="no-wallet-title">
      <h2 id="no-wallet-title" className={styles.title}>
        {t('auth.noWalletTitle')}
      </h2>
      <p className={styles.hint}>{t('auth.noWalletHint')}</p>
      <ul className={listStyles.links}>
        {walletDeepLinks(url).map((link) => (
          <li key={link.id}>
            <a className={listStyles.link} href={link.href} rel="noopener noreferrer">
              {t('auth.openIn', { wallet: link.name })}
            </a>
          </li>
        ))}
      </ul>
      <Button variant="secondary" block onClick={copy}>
        {t('auth.copyLink')}
      </Button>
    </section>
  );
}
