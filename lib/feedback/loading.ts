import { atom } from 'jotai';
import { appStore } from '@/lib/session/store';

/** How many blocking operations are running; the overlay shows while it is above zero. */
export const loadingCountAtom = atom(0);
export const isLoadingAtom = atom((get) => get(loadingCountAtom) > 0);

export function beginLoading(): () => void {
  appStore.set(loadingCountAtom, (n) => n + 1);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    appStore.set(loadingCountAtom, (n) => Math.max(0, n - 1));
  };
}
