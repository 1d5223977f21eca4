import { act } from '@testing-library/react';
import { Provider } from 'jotai';
import { NextIntlClientProvider } from 'next-intl';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { Messages } from '@/lib/i18n/catalogues';
import { messagesAtom } from '@/lib/i18n/locale-state';
import { appStore, clearSession, setSession } from '@/lib/session/store';
import en from '@/messages/en.json';
import { AccountChip } from './AccountChip';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

const page = () => (
  <Provider store={appStore}>
    <NextIntlClientProvider locale="en" messages={en}>
      <header>
        <AccountChip />
      </header>
    </NextIntlClientProvider>
  </Provider>
);

afterEach(() => {
  clearSession();
  appStore.set(messagesAtom, null);
  document.body.innerHTML = '';
});

describe('the account chip over the exported page', () => {
  it('hydrates the guest page of a signed-in tab without a mismatch, then shows the account', async () => {
    // The exported HTML: rendered at build time, for a guest.
    const exported = renderToString(page());
    const container = document.createElement('div');
    container.innerHTML = exported;
    document.body.append(container);
    // A reload of a signed-in tab: the session and the words are in before React hydrates.
    setSession({ address: ADDRESS, user: { address: ADDRESS, token: 'token-1', pid: null } });
    appStore.set(messagesAtom, en as Messages);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(), { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.querySelector('button')?.textContent).toBe('Account 0x7099…79C8');
  });
});
