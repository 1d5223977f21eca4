'use client';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { isWalletBrowser } from '@/lib/chain/detect';
import { installDismissed, installPromptAtom, isIosSafariTab } from '@/lib/pwa/install';

// Most visits are offered no install (a wallet's browser, an installed app, a dismissal): the
// card's code comes only with an offer.
const InstallCard = lazy(() => import('./InstallCard'));

/**
 * Where installing the app is offered: a button where the browser offers to install, the
 * Share-menu steps in Safari on an iPhone. Never inside a wallet's browser (the wallet is the
 * app there), never again once the person said "Not now" on this device.
 */
export function InstallSlot() {
  const hydrated = useHydrated();
  const prompt = useAtomValue(installPromptAtom);
  const [dismissed, setDismissed] = useState(false);
  if (!hydrated || dismissed || installDismissed() || isWalletBrowser()) return null;
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone;
  const iosHint = !prompt && isIosSafariTab(navigator.userAgent, standalone);
  if (!prompt && !iosHint) return null;
  return (
    <Suspense fallback={null}>
      <InstallCard
        canPrompt={Boolean(prompt)}
        iosHint={iosHint}
        onDismiss={() => setDismissed(true)}
      />
    </Suspense>
  );
}
