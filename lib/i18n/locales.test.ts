import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, localeIds, locales, resolveLocale } from './locales';
import { initialLocale, LANGUAGE_KEY } from './preference';

describe('locales', () => {
  it('has the 14 languages, each with a catalogue file', () => {
    expect(localeIds).toHaveLength(14);
    for (const id of localeIds) {
      expect(existsSync(`messages/${id}.json`)).toBe(true);
      expect(() => JSON.parse(readFileSync(`messages/${id}.json`, 'utf8'))).not.toThrow();
    }
  });

  it('maps the short codes: zh → zh_CN, en → en, hk → zh_TW', () => {
    expect(resolveLocale('zh')).toBe('zh_CN');
    expect(resolveLocale('en')).toBe('en');
    expect(resolveLocale('hk')).toBe('zh_TW');
    expect(resolveLocale('HK')).toBe('zh_TW');
  });

  it('accepts ids and BCP-47 tags, and rejects the rest', () => {
    expect(resolveLocale('zh_TW')).toBe('zh_TW');
    expect(resolveLocale('zh-CN')).toBe('zh_CN');
    expect(resolveLocale('fa')).toBe('fa');
    expect(resolveLocale('xx')).toBeUndefined();
    expect(resolveLocale('')).toBeUndefined();
  });

  it('only Persian is right-to-left', () => {
    expect(localeIds.filter((id) => locales[id].dir === 'rtl')).toEqual(['fa']);
  });

  it('starts in English, then a stored choice, and a ?lang= link wins', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null };
    expect(initialLocale('', storage)).toBe(DEFAULT_LOCALE);
    store.set(LANGUAGE_KEY, 'ja');
    expect(initialLocale('', storage)).toBe('ja');
    expect(initialLocale('?lang=hk', storage)).toBe('zh_TW');
    expect(initialLocale('?lang=nonsense', storage)).toBe('ja');
  });
});

describe('the first language', () => {
  const none = { getItem: () => null };

  it('follows the browser’s languages on a first visit, region and script included', () => {
    expect(initialLocale('', none, ['zh-CN', 'en'])).toBe('zh_CN');
    expect(initialLocale('', none, ['fa-IR'])).toBe('fa');
    expect(initialLocale('', none, ['zh-Hant-TW'])).toBe('zh_TW');
    expect(initialLocale('', none, ['de-DE', 'pt-BR'])).toBe('pt');
    expect(initialLocale('', none, ['de-DE'])).toBe(DEFAULT_LOCALE);
  });

  it('never lets the browser override a stored choice or a link', () => {
    const storage = { getItem: () => 'ja' };
    expect(initialLocale('', storage, ['fa'])).toBe('ja');
    expect(initialLocale('?lang=vi', none, ['fa'])).toBe('vi');
  });
});
