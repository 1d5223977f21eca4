import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates the exported page (which was rendered for a guest), true after.
 * What depends on this browser's state (a stored session) renders only once it is true: shown
 * during hydration it would not match the exported HTML, and React would throw that HTML away
 * and render the whole page again.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
