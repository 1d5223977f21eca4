import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** False while React hydrates the exported page, true after (and in any later render). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
