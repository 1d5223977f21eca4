// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { appStore } from '@/lib/session/store';
import type { Messages } from './catalogues';
import { localeAtom, messagesAtom } from './locale-state';
import { I18nProvider } from './provider';

afterEach(() => {
  appStore.set(localeAtom, 'en');
  appStore.set(messagesAtom, null);
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

/** Renders the provider over a document whose <html> says `lang` and `dir` already. */
function renderOver(lang: string, dir: string) {
  document.documentElement.lang = lang;
  document.documentElement.dir = dir;
  render(
    <Provider store={appStore}>
      <I18nProvider shellMessages={{}}>
        <p>x</p>
      </I18nProvider>
    </Provider>,
  );
}

describe('I18nProvider', () => {
  it('puts the language on <html> when it renders, whatever was written there before', () => {
    appStore.set(localeAtom, 'fa');
    appStore.set(messagesAtom, {} as Messages);
    // What a client render of the exported layout leaves behind.
    renderOver('en', 'ltr');
    expect(document.documentElement.lang).toBe('fa');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('leaves the first-paint choice alone until the language has loaded', () => {
    renderOver('fa', 'rtl');
    expect(document.documentElement.lang).toBe('fa');
    expect(document.documentElement.dir).toBe('rtl');
  });
});
