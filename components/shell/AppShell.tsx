'use client';
import { AppProviders } from './AppProviders';
import styles from './AppShell.module.css';
import { Header } from './Header';
import { LoadingOverlay } from './LoadingOverlay';
import { NetworkBanner } from './NetworkBanner';
import { ScreenOutlet } from './ScreenOutlet';
import { SessionLifecycle } from './SessionLifecycle';
import { TabBar } from './TabBar';
import { Toaster } from './Toaster';
import { UpdatePrompt } from './UpdatePrompt';
import { useAppReady } from './use-app-ready';
import { WalletPicker } from './WalletPicker';

export function AppShell() {
  const ready = useAppReady();
  return (
    <AppProviders>
      <div className={styles.app}>
        <Header />
        <main className={styles.main} id="main">
          {ready ? (
            <>
              <NetworkBanner />
              <ScreenOutlet />
            </>
          ) : null}
        </main>
        <TabBar />
      </div>
      {ready ? <SessionLifecycle /> : null}
      <WalletPicker />
      <Toaster />
      <UpdatePrompt />
      <LoadingOverlay />
    </AppProviders>
  );
}
