import { atom } from 'jotai';
import { appStore, setSession } from '@/lib/session/store';
import { loadMessages, type Messages } from './catalogues';
import { DEFAULT_LOCALE, type LocaleId, locales } from './locales';
import { initialLocale, storeLocale } from './preference';

export const localeAtom = atom<LocaleId>(DEFAULT_LOCALE);
/** The full catalogue of the current language; null until the first one has loaded. */
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

/** Switches the interface language: loads its catalogue, then flips everything at once. */
export async function setLocale(id: LocaleId): Promise<void> {
  const ticket = ++pending;
  const messages = await loadMessages(id);
  // A slower, older request must not win over a newer choice.
  if (ticket !== pending) return;
  appStore.set(messagesAtom, messages);
  appStore.set(localeAtom, id);
  storeLocale(id, localStore());
  setSession({ language: id, systemLanguage: locales[id].serverLang });
  applyToDocument(id);
}

/** Picks the first language (link, stored choice, English) and loads it. */
export function startLocale(): Promise<void> {
  return setLocale(initialLocale(window.location.search, localStore(), navigator.languages ?? []));
}
