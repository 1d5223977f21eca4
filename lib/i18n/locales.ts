import { pickLocale } from './pick-locale';

/** The 14 interface languages: id (also the catalogue file name), BCP-47 tag, own name, dir. */
export interface LocaleDef {
  id: LocaleId;
  tag: string;
  nativeName: string;
  dir: 'ltr' | 'rtl';
  /** The code sent to the server in the `lang` header. */
  serverLang: string;
}

export const localeIds = [
  'zh_TW',
  'zh_CN',
  'ja',
  'en',
  'ms',
  'ko',
  'id',
  'th',
  'es',
  'fa',
  'km',
  'pt',
  'ru',
  'vi',
] as const;

export type LocaleId = (typeof localeIds)[number];

export const DEFAULT_LOCALE: LocaleId = 'en';

export const locales: Readonly<Record<LocaleId, LocaleDef>> = {
  zh_TW: { id: 'zh_TW', tag: 'zh-TW', nativeName: '繁體中文', dir: 'ltr', serverLang: 'zh_TW' },
  zh_CN: { id: 'zh_CN', tag: 'zh-CN', nativeName: '简体中文', dir: 'ltr', serverLang: 'zh_CN' },
  ja: { id: 'ja', tag: 'ja', nativeName: '日本語', dir: 'ltr', serverLang: 'ja' },
  en: { id: 'en', tag: 'en', nativeName: 'English', dir: 'ltr', serverLang: 'en' },
  ms: { id: 'ms', tag: 'ms', nativeName: 'Bahasa Melayu', dir: 'ltr', serverLang: 'ms' },
  ko: { id: 'ko', tag: 'ko', nativeName: '한국어', dir: 'ltr', serverLang: 'ko' },
  id: { id: 'id', tag: 'id', nativeName: 'Bahasa Indonesia', dir: 'ltr', serverLang: 'id' },
  th: { id: 'th', tag: 'th', nativeName: 'ไทย', dir: 'ltr', serverLang: 'th' },
  es: { id: 'es', tag: 'es', nativeName: 'Español', dir: 'ltr', serverLang: 'es' },
  fa: { id: 'fa', tag: 'fa', nativeName: 'فارسی', dir: 'rtl', serverLang: 'fa' },
  km: { id: 'km', tag: 'km', nativeName: 'ខ្មែរ', dir: 'ltr', serverLang: 'km' },
  pt: { id: 'pt', tag: 'pt', nativeName: 'Português', dir: 'ltr', serverLang: 'pt' },
  ru: { id: 'ru', tag: 'ru', nativeName: 'Русский', dir: 'ltr', serverLang: 'ru' },
  vi: { id: 'vi', tag: 'vi', nativeName: 'Tiếng Việt', dir: 'ltr', serverLang: 'vi' },
};

/** Short codes from old links and the server: zh → zh_CN, en → en, hk → zh_TW. */
const aliases: Readonly<Record<string, LocaleId>> = {
  zh: 'zh_CN',
  hk: 'zh_TW',
  en: 'en',
  'zh-hans': 'zh_CN',
  'zh-hant': 'zh_TW',
  'zh-hk': 'zh_TW',
};

/** Every accepted spelling, lower-case: ids, BCP-47 tags, their languages alone, short codes. */
export const localeSpellings: Readonly<Record<string, LocaleId>> = (() => {
  const table: Record<string, LocaleId> = {};
  for (const id of localeIds) {
    const tag = locales[id].tag.toLowerCase();
    table[tag.split('-')[0] ?? tag] ??= id;
    table[tag] = id;
    table[id.toLowerCase().replace('_', '-')] = id;
  }
  return { ...table, ...aliases };
})();

/** A locale id for any accepted spelling (id, short code, BCP-47 tag with region), or undefined. */
export function resolveLocale(code: string | null | undefined): LocaleId | undefined {
  return pickLocale(code, undefined, [], localeSpellings) as LocaleId | undefined;
}
