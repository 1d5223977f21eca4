'use client';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { queryClient } from '@/lib/api/query-client';
import { I18nProvider } from '@/lib/i18n/provider';
import type { ShellMessages } from '@/lib/i18n/shell-messages';
import { appStore } from '@/lib/session/store';

/**
 * Three providers: state, server cache, language. The wallet stack (wagmi + viem) is not a
 * provider: `lib/chain` loads it on demand and publishes its state through atoms, which keeps
 * it out of the first load.
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
