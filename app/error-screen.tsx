'use client';
import { lazy, Suspense, useEffect, useState } from 'react';
import { reloadOnceForChunkError, shouldReloadForChunkError } from '@/lib/pwa/chunk-recovery';

// The message and retry (with the language providers) load only when something failed, so the
// error boundaries add next to nothing to the first load.
const RecoverableError = lazy(() =>
  import('./RecoverableError').then((m) => ({ default: m.RecoverableError })),
);

export interface ErrorScreenProps {
  error: Error & { digest?: string };
  reset: () => void;
}

/**
 * A chunk of an older deployment reloads the page once (guarded against loops); anything else,
 * or a chunk that still fails after that reload, shows a message and a retry.
 */
export function ErrorScreen({ error, reset }: ErrorScreenProps) {
  const [reloading, setReloading] = useState(() => shouldReloadForChunkError(error));
  useEffect(() => {
    console.error('app failed', error);
    if (!reloadOnceForChunkError(error)) setReloading(false);
  }, [error]);
  if (reloading) return null;
  return (
    <Suspense fallback={null}>
      <RecoverableError error={error} reset={reset} />
    </Suspense>
  );
}
