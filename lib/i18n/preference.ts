import { DEFAULT_LOCALE, type LocaleId, resolveLocale } from './locales';

/** The language choice is the one thing the app keeps in localStorage. */
export const LANGUAGE_KEY = 'rwat:lang';

/**
 * The language to start with: a `?lang=` link wins (and is remembered), then the stored
 * choice, then English.
 */
export function initialLocale(
  search: string,
  storage: Pick<Storage, 'getItem'> | undefined,
): LocaleId {
  const fromLink = resolveLocale(new URLSearchParams(search).get('lang'));
  if (fromLink) return fromLink;
  try {
    return resolveLocale(storage?.getItem(LANGUAGE_KEY)) ?? DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function storeLocale(id: LocaleId, storage: Pick<Storage, 'setItem'> | undefined): void {
  try {
    storage?.setItem(LANGUAGE_KEY, id);
  } catch {
    // Blocked storage: the choice lasts for this visit only.
  }
}
