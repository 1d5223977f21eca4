import { DEFAULT_LOCALE, type LocaleId, localeSpellings } from './locales';
import { pickLocale } from './pick-locale';

/** The language choice is the one thing the app keeps in localStorage. */
export const LANGUAGE_KEY = 'rwat:lang';

/**
 * The language to start with: a `?lang=` link wins (and is remembered), then the stored choice,
 * then on a first visit the browser's languages, then English.
 */
export function initialLocale(
  search: string,
  storage: Pick<Storage, 'getItem'> | undefined,
  browserLanguages: readonly string[] = [],
): LocaleId {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(LANGUAGE_KEY) ?? null;
  } catch {
    // Blocked storage: as a first visit.
  }
  const link = new URLSearchParams(search).get('lang');
  const picked = pickLocale(link, stored, browserLanguages, localeSpellings) as
    | LocaleId
    | undefined;
  return picked ?? DEFAULT_LOCALE;
}

export function storeLocale(id: LocaleId, storage: Pick<Storage, 'setItem'> | undefined): void {
  try {
    storage?.setItem(LANGUAGE_KEY, id);
  } catch {
    // Blocked storage: the choice lasts for this visit only.
  }
}
