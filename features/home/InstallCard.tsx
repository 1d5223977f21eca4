'use client';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { useHydrated } from '@/components/ui/use-hydrated';
import { isWalletBrowser } from '@/lib/chain/detect';
import {
  dismissInstall,
  installDismissed,
  installPromptAtom,
  isIosSafariTab,
  promptInstall,
} from '@/lib/pwa/install';
import styles from './home.module.css';

/**
 * Installing the app to the home screen: a button where the browser offers to install, the
 * Share-menu steps in Safari on an iPhone. Never inside a wallet's browser (the wallet is the
 * app there), never again once the person said "Not now" on this device.
 */
export function InstallCard() {
  const t = useTranslations();
  const hydrated = useHydrated();
  const prompt = useAtomValue(installPromptAtom);
  const [dismissed, setDismissed] = useState(false);
  if (!hydrated || dismissed || installDismissed() || isWalletBrowser()) return null;
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone;
  const iosHint = !prompt && isIosSafariTab(navigator.userAgent, standalone);
  if (!prompt && !iosHint) return null;
  const notNow = () => {
    dismissInstall();
    setDismissed(true);
  };
  return (
    <Card>
      {iosHint ? <p className={styles.text}>{t('pwa.iosHint')}</p> : null}
      <div className={styles.installActions}>
        {prompt ? <Button onClick={() => void promptInstall()}>{t('pwa.install')}</Button> : null}
        <Button variant="secondary" onClick={notNow}>
          {t('pwa.dismiss')}
        </Button>
      </div>
    </Card>
  );
}
