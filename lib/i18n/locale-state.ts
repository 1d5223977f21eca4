import { atom } from 'jotai';
import { appStore, setSession } from '@/lib/session/store';
import { loadMessages, type Messages } from './catalogues';
import { DEFAULT_LOCALE, type LocaleId, locales } from './locales';
import { initialLocale, storeLocale } from './preference';

export const localeAtom = atom<LocaleId>(DEFAULT_LOCALE);
/**
 * The current language's words loaded so far (the start's part, and the screens' once one was
 * opened); null until the first have loaded.
 */
export const messagesAtom = atom<Messages | null>(null);

function localStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** `<html lang dir>` for the language (also re-applied once the app has hydrated). */
export function applyToDocument(id: LocaleId): void {
  const def = locales[id];
  document.documentElement.lang = def.tag;
  document.documentElement.dir = def.dir;
}

let pending = 0;
/** The language last asked for; the words applied (which language, with the screens' part?). */
let requested: LocaleId | undefined;
let applied: { id: LocaleId; screens: boolean } | undefined;
/** Once a screen other than Home has been opened, every language loads with its words. */
let screensWanted = false;

/** Switches the interface language: loads its catalogue, then flips everything at once. */
export async function setLocale(id: LocaleId): Promise<void> {
  requested = id;
  const ticket = ++pending;
  const screens = screensWanted;
  const messages = await loadMessages(id, screens);
  // A slower, older request must not win over a newer choice.
  if (ticket !== pending) return;
  appStore.set(messagesAtom, messages);
  appStore.set(localeAtom, id);
  applied = { id, screens };
  storeLocale(id, localStore());
  setSession({ language: id, systemLanguage: locales[id].serverLang });
  applyToDocument(id);
}

/** Picks the first language (link, stored choice, English) and loads it. */
export function startLocale(): Promise<void> {
  return setLocale(initialLocale(window.location.search, localStore(), navigator.languages ?? []));
}

/**
 * Resolves once the words of every screen are in for the language now asked for (loading them
 * if they are not, and from then on with every language chosen). A failed load rejects; the
 * next call asks again.
 */
export async function needScreenWords(): Promise<void> {
  screensWanted = true;
  for (;;) {
    const id = requested ?? appStore.get(localeAtom);
    if (applied?.id === id && applied.screens) return;
    await setLocale(id);
  }
}

/** Whether the words loaded so far say `key` ("errors.insufficientBalance"). */
export function hasWords(key: string): boolean {
  let words: unknown = appStore.get(messagesAtom);
  for (const name of key.split('.')) {
    if (!words || typeof words !== 'object') return false;
    words = (words as Record<string, unknown>)[name];
  }
  return typeof words === 'string';
}

/**
 * `loading` (a screen's code, a dialog's) and the words of every screen, together: whatever it
 * shows may say any of them. Code that could render before this (the shell, Home) names only
 * the start's words: `npm test` checks it (scripts/catalogue-parts.mjs).
 */
export async function withScreenWords<T>(loading: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([loading, needScreenWords()]);
  return loaded;
}
