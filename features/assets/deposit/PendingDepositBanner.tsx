'use client';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { withScreenWords } from '@/lib/i18n/locale-state';
import { isSignedInAtom } from '@/lib/session/selectors';
import { sessionAtom } from '@/lib/session/store';

// Its words are the deposit's: they come with the list, after a reload on any screen too.
const PendingDepositList = lazy(() => withScreenWords(import('./PendingDepositList')));

/**
 * Transactions sent from this app whose receipt is still awaited, above every screen: the wait
 * holds a banner with each hash and its explorer link, never the screen, so the person goes on
 * using the app and is told the outcome when it comes.
 */
export function PendingDepositBanner() {
  const signedIn = useAtomValue(isSignedInAtom);
  const { pendingTxs } = useAtomValue(sessionAtom);
  if (!signedIn || !Array.isArray(pendingTxs) || pendingTxs.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PendingDepositList />
    </Suspense>
  );
}
