'use client';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { queryClient } from '@/lib/api/query-client';
import { I18nProvider } from '@/lib/i18n/provider';
import type { ShellMessages } from '@/lib/i18n/shell-messages';
import { appStore } from '@/lib/session/store';

/**
 * Three providers: state (the app's one store, which code outside React reads as well), server
 * cache, language. Nothing of this browser's state is in the store while React hydrates the
 * exported page: the app's start, which brings it (the session, the language's words), runs
 * once hydration is done (`useAppReady`), so hydration renders the page as it was exported.
 *
 * The wallet is not a provider: `lib/chain/wallet.ts` holds it and publishes its state through
 * atoms; the wallet library (wagmi) loads with the session's code, which a guest without a
 * wallet never loads.
 */
export function AppProviders({
  children,
  shellMessages,
}: {
  children: ReactNode;
  shellMessages: ShellMessages;
}) {
  return (
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider shellMessages={shellMessages}>{children}</I18nProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
