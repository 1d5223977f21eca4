'use client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { queryClient } from '@/lib/api/query-client';
import { I18nProvider } from '@/lib/i18n/provider';
import type { ShellMessages } from '@/lib/i18n/shell-messages';
import { appStore } from '@/lib/session/store';

/**
 * The state the exported page was rendered from: nothing stored, English shell words, no toast,
 * nothing loading. It is never written.
 */
const exportedState = createStore();

/**
 * Three providers: state, server cache, language. While React hydrates the exported page, the
 * screens read the state it was rendered from: this browser's state (a session, the language's
 * words, a toast, the loading overlay) may already be in (the first requests leave before the
 * scripts run), and shown during hydration it would not match the exported HTML, so React would
 * throw that HTML away and render the whole page again. It comes in right after.
 *
 * The wallet is not a provider: `lib/chain/wallet.ts` holds it and publishes its state through
 * atoms; the wallet library (wagmi) loads with the first contract write only.
 */
export function AppProviders({
  children,
  shellMessages,
}: {
  children: ReactNode;
  shellMessages: ShellMessages;
}) {
  const hydrated = useHydrated();
  return (
    <JotaiProvider store={hydrated ? appStore : exportedState}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider shellMessages={shellMessages}>{children}</I18nProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
