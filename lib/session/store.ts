import { atom, createStore } from 'jotai';
import { config } from '@/lib/config';
import { emptySession, readStoredSession, SESSION_KEY, type SessionState } from './state';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Some in-app browsers throw on storage access in private modes.
    return undefined;
  }
}

const baseAtom = atom<SessionState>(emptySession);

/** The whole session; every write is persisted under the one session key. */
export const sessionAtom = atom(
  (get) => get(baseAtom),
  (get, set, update: Partial<SessionState> | ((prev: SessionState) => SessionState)) => {
    const prev = get(baseAtom);
    const next = typeof update === 'function' ? update(prev) : { ...prev, ...update };
    set(baseAtom, next);
    try {
      storage()?.setItem(SESSION_KEY, JSON.stringify(next));
    } catch {
      // Storage full or blocked: the session still works for this page's lifetime.
    }
  },
);

/** One store for the app, so code outside React (the API client) reads the same session. */
export const appStore = createStore();

/** Loads the persisted session into the store; call once on the client before rendering. */
export function hydrateSession(): void {
  const stored = readStoredSession(storage());
  // A page that starts has no sign-in running: one left `signing` was walked away from (a
  // reload, a closed tab) and is not resumed behind the person's back.
  const signStatus = stored.signStatus === 'signing' ? 'idle' : stored.signStatus;
  appStore.set(baseAtom, { ...stored, signStatus, chainId: config.chainId });
}

export function getSession(): SessionState {
  return appStore.get(sessionAtom);
}

export function setSession(update: Partial<SessionState>): void {
  appStore.set(sessionAtom, update);
}

/** Signs out: forgets every user field, keeps the language choice and a pending invite. */
export function clearSession(): void {
  appStore.set(sessionAtom, (prev) => ({
    ...emptySession,
    chainId: config.chainId,
    language: prev.language,
    systemLanguage: prev.systemLanguage,
    inviter: prev.inviter,
    autoSignInTried: prev.autoSignInTried,
  }));
}
