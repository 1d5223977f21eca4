'use client';
import { AppProviders } from './AppProviders';
import styles from './AppShell.module.css';
import { Header } from './Header';
import { LoadingOverlay } from './LoadingOverlay';
import { ScreenOutlet } from './ScreenOutlet';
import { TabBar } from './TabBar';
import { Toaster } from './Toaster';
import { useAppReady } from './use-app-ready';

export function AppShell() {
  const ready = useAppReady();
  return (
    <AppProviders>
      <div className={styles.app}>
        <Header />
        <main className={styles.main} id="main">
          {ready ? <ScreenOutlet /> : null}
        </main>
        <TabBar />
      </div>
      <Toaster />
      <LoadingOverlay />
    </AppProviders>
  );
}
