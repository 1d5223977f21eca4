// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocaleId } from './locales';

const loads: string[] = [];
let failNext = false;

// Words as they would load: each part says which language and part it is.
vi.mock('./catalogues', () => ({
  loadMessages: async (id: string, withScreens: boolean) => {
    loads.push(`${id}${withScreens ? ' + screens' : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (failNext) {
      failNext = false;
      throw new Error('offline');
    }
    return { home: { id }, ...(withScreens ? { staking: { id } } : {}) };
  },
}));

/** A fresh page: the language state lives once per page. */
async function page() {
  vi.resetModules();
  const state = await import('./locale-state');
  const store = (await import('@/lib/session/store')).appStore;
  return { ...state, words: () => store.get(state.messagesAtom) as Record<string, unknown> };
}

beforeEach(() => {
  loads.length = 0;
  failNext = false;
});

describe('the words of the screens', () => {
  it('are not loaded for a visit that stays on Home', async () => {
    const p = await page();
    await p.setLocale('fa');
    expect(loads).toEqual(['fa']);
    expect(p.words()).toEqual({ home: { id: 'fa' } });
  });

  it('come with the first other screen, and with every language chosen after', async () => {
    const p = await page();
    await p.setLocale('fa');
    const screen = await p.withScreenWords(Promise.resolve('the staking screen'));
    expect(screen).toBe('the staking screen');
    expect(p.words()).toEqual({ home: { id: 'fa' }, staking: { id: 'fa' } });
    await p.setLocale('vi' as LocaleId);
    expect(loads).toEqual(['fa', 'fa + screens', 'vi + screens']);
    await p.needScreenWords();
    expect(loads).toHaveLength(3);
  });

  it('asked for while the first language still loads, come in that language', async () => {
    const p = await page();
    const first = p.setLocale('ja');
    await p.needScreenWords();
    await first;
    expect(p.words()).toEqual({ home: { id: 'ja' }, staking: { id: 'ja' } });
  });

  it('asked for while another language is being chosen, are that language’s', async () => {
    const p = await page();
    await p.setLocale('en');
    const wanted = p.needScreenWords();
    void p.setLocale('ko');
    await wanted;
    expect(p.words()).toEqual({ home: { id: 'ko' }, staking: { id: 'ko' } });
  });

  it('that failed to load are asked for again next time', async () => {
    const p = await page();
    await p.setLocale('en');
    failNext = true;
    await expect(p.needScreenWords()).rejects.toThrow('offline');
    await p.needScreenWords();
    expect(p.words()).toEqual({ home: { id: 'en' }, staking: { id: 'en' } });
  });
});
