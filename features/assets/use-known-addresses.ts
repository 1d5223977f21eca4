'use client';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { sessionAtom } from '@/lib/session/store';

/**
 * The signed-in address and the addresses of the person's past records of one kind: a near miss
 * of one of them is worth a warning before money leaves.
 */
export function useKnownAddresses(records: readonly { address: string }[]) {
  const own = useAtomValue(sessionAtom).address;
  const known = useMemo(
    () => [...(own ? [own] : []), ...records.map((r) => r.address)],
    [own, records],
  );
  return { own, known };
}
