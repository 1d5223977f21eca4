'use client';
import { PendingDepositBanner } from '@/features/assets/deposit/PendingDepositBanner';
import { PendingDepositWatch } from '@/features/assets/deposit/PendingDepositWatch';
import type { ShellMessages } from '@/lib/i18n/shell-messages';
import { AppProviders } from './AppProviders';
import styles from './AppShell.module.css';
import { BootFrame } from './BootFrame';
import { Header, ScreenTitle } from './Header';
import { InterruptedActionSlot } from './InterruptedActionSlot';
import { LoadingOverlay } from './LoadingOverlay';
import { ScreenOutlet } from './ScreenOutlet';
import { NetworkBannerSlot, PairingSlot, WalletPickerSlot } from './session-slots';
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
        <Toaster />
        <main className={styles.main} id="main">
          <ScreenTitle />
          {ready ? (
            <>
              <NetworkBannerSlot />
              <InterruptedActionSlot />
              <PendingDepositBanner />
              <ScreenOutlet />
            </>
          ) : (
            <BootFrame />
          )}
        </main>
        <TabBar />
      </div>
      {ready ? <PendingDepositWatch /> : null}
      <WalletPickerSlot />
      <PairingSlot />
      <UpdatePrompt />
      <LoadingOverlay />
    </AppProviders>
  );
}
