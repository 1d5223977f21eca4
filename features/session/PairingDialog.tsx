'use client';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { isMobileBrowser } from '@/lib/chain/detect';
import { pairingAtom } from '@/lib/chain/wallet-state';
import { walletConnectLinks } from '@/lib/chain/walletconnect-links';
import { copyText } from '@/lib/feedback/clipboard';
import { showToast } from '@/lib/feedback/toast';
import styles from './PairingDialog.module.css';

const loadQrCode = () => import('@/components/ui/QrCode');
const QrCode = lazy(loadQrCode);

/**
 * A WalletConnect pairing waiting for the wallet app: on a phone, links that open the common
 * wallet apps with the pairing URI; everywhere, the URI as a QR code to scan and a link to copy.
 * Closing it stops the sign-in.
 */
export function PairingDialog() {
  const t = useTranslations();
  const pairing = useAtomValue(pairingAtom);
  // The code's chunk is asked for while the connector makes the pairing URI, not after.
  useEffect(() => {
    loadQrCode().catch(() => undefined);
  }, []);
  if (!pairing) return null;
  const { uri, cancel } = pairing;
  const copy = async () => {
    const ok = await copyText(uri);
    showToast(
      { key: ok ? 'auth.linkCopied' : 'auth.copyFailed' },
      { tone: ok ? 'success' : 'error' },
    );
  };
  return (
    <Dialog
      open
      title={t('auth.pairingTitle')}
      onClose={cancel}
      actions={
        <Button variant="secondary" onClick={cancel}>
          {t('app.cancel')}
        </Button>
      }
    >
      {uri ? (
        <div className={styles.body}>
          <p className={styles.hint}>
            {isMobileBrowser() ? t('auth.pairingHintPhone') : t('auth.pairingHint')}
          </p>
          {isMobileBrowser() ? (
            <ul className={styles.links}>
              {walletConnectLinks(uri).map((link) => (
                <li key={link.id}>
                  <a className={styles.link} href={link.href} rel="noopener noreferrer">
                    {t('auth.openWalletApp', { wallet: link.name })}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <Suspense fallback={<div className={styles.qrPlace} />}>
            <QrCode text={uri} label={t('auth.pairingQr')} />
          </Suspense>
          <Button variant="secondary" block onClick={copy}>
            {t('auth.copyLink')}
          </Button>
        </div>
      ) : (
        <p className={styles.hint} role="status">
          {t('auth.pairingPreparing')}
        </p>
      )}
    </Dialog>
  );
}
