'use client';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { walletDeepLinks } from '@/lib/chain/deep-links';
import { copyText } from '@/lib/feedback/clipboard';
import { showToast } from '@/lib/feedback/toast';
import { GuestCard } from './GuestCard';
import listStyles from './NoWalletPanel.module.css';

/**
 * No wallet in this browser: first, where the build offers it, a wallet app through
 * WalletConnect (`onWalletApp`), or the one this device is still paired with (`pairedApp`, its
 * name: no new pairing, one signature); else open this page inside one, or copy the link to
 * paste there. The list of wallets opens on request, so the panel stays short.
 */
export function NoWalletPanel({
  concealed = false,
  busy = false,
  onWalletApp,
  pairedApp = null,
}: {
  concealed?: boolean;
  busy?: boolean;
  onWalletApp?: (() => void) | undefined;
  pairedApp?: string | null;
}) {
  const t = useTranslations();
  const [listOpen, setListOpen] = useState(false);
  const listId = useId();
  const url = window.location.href;
  const copy = async () => {
    const ok = await copyText(url);
    showToast(
      { key: ok ? 'auth.linkCopied' : 'auth.copyFailed' },
      { tone: ok ? 'success' : 'error' },
    );
  };
  const paired = onWalletApp ? pairedApp : null;
  const walletAppLabel = paired
    ? t('auth.continueWith', { wallet: paired })
    : t('auth.useWalletApp');
  return (
    <GuestCard
      titleId="no-wallet-title"
      title={paired ? t('auth.pairedTitle') : t('auth.noWalletTitle')}
      hint={
        paired
          ? t('auth.pairedHint')
          : onWalletApp
            ? t('auth.noWalletAppHint')
            : t('auth.noWalletHint')
      }
      concealed={concealed}
    >
      {onWalletApp ? (
        <Button block busy={busy} onClick={onWalletApp}>
          {busy ? t('auth.signingIn') : walletAppLabel}
        </Button>
      ) : null}
      <div className={listStyles.actions}>
        <Button
          variant="secondary"
          aria-expanded={listOpen}
          aria-controls={listOpen ? listId : undefined}
          onClick={() => setListOpen((open) => !open)}
        >
          {t('auth.openInWallet')}
        </Button>
        <Button variant="secondary" onClick={copy}>
          {t('auth.copyLink')}
        </Button>
      </div>
      {listOpen ? (
        <ul id={listId} className={listStyles.links}>
          {walletDeepLinks(url).map((link) => (
            <li key={link.id}>
              <a className={listStyles.link} href={link.href} rel="noopener noreferrer">
                {t('auth.openIn', { wallet: link.name })}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </GuestCard>
  );
}
