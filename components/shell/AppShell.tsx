'use client';
import { PendingDepositWatch } from '@/features/assets/deposit/PendingDepositWatch';
import { WalletPicker } from '@/features/session/WalletPicker';
import type { ShellMessages } from '@/lib/i18n/shell-messages';
import { AppProviders } from './AppProviders';
import styles from './AppShell.module.css';
import { BootFrame } from './BootFrame';
import { Header } from './Header';
import { LoadingOverlay } from './LoadingOverlay';
import { NetworkBanner } from './NetworkBanner';
import { ScreenOutlet } from './ScreenOutlet';
import { TabBar } from './TabBar';
import { Toaster } from './Toaster';
import { UpdatePrompt } from './UpdatePrompt';
import { useAppReady } from './use-app-ready';

export function AppShell({ shellMessages }: { shellMessages: ShellMessages }) {
  const ready = useAppReady();
  return (
    <AppProviders shellMessages={shellMessages}>
      <div className={styles.app}>
        <Header />
        <main className={styles.main} id="main">
          {ready ? (
            <>
              <NetworkBanner />
              <ScreenOutlet />
            </>
          ) : (
            <BootFrame />
          )}
        </main>
        <TabBar />
      </div>
      {ready ? <PendingDepositWatch /> : null}
      <WalletPicker />
      <Toaster />
      <UpdatePrompt />
      <LoadingOverlay />
    </AppProviders>
  );
}
