'use client';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { withScreenWords } from '@/lib/i18n/locale-state';
import { isSignedInAtom } from '@/lib/session/selectors';
import { sessionAtom } from '@/lib/session/store';

/**
 * After a reload, picks up the watch of approvals and deposits sent before it: their outcome is
 * still shown and a reverted deposit still reported. Renders nothing; the deposit code loads
 * only when there is something to watch.
 */
export function PendingDepositWatch() {
  const signedIn = useAtomValue(isSignedInAtom);
  const { pendingTxs } = useAtomValue(sessionAtom);
  const waiting = signedIn && Array.isArray(pendingTxs) && pendingTxs.length > 0;
  useEffect(() => {
    if (!waiting) return;
    // Its outcome is told in the deposit's own words.
    withScreenWords(import('./deposit-runner'))
      .then(({ depositRunner }) => depositRunner.resume())
      .catch((error: unknown) => console.error('pending deposits not watched', error));
  }, [waiting]);
  return null;
}
