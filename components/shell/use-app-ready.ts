'use client';
import { useEffect, useState } from 'react';
import { startLocale } from '@/lib/i18n/locale-state';
import { hydrateSession } from '@/lib/session/store';

/**
 * The prerendered page is a guest frame; the stored session and language are browser-only,
 * so screens render once both are loaded.
 */
export function useAppReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    hydrateSession();
    startLocale()
      .catch((error: unknown) => console.error('language load failed', error))
      .finally(() => setReady(true));
  }, []);
  return ready;
}
