// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountChip } from '@/features/session/AccountChip';
import { loadingCountAtom } from '@/lib/feedback/loading';
import { showToast, toastAtom } from '@/lib/feedback/toast';
import type { Messages } from '@/lib/i18n/catalogues';
import { localeAtom, messagesAtom } from '@/lib/i18n/locale-state';
import { shellMessages } from '@/lib/i18n/shell-messages';
import { appStore, clearSession, setSession } from '@/lib/session/store';
import fa from '@/messages/fa.json';
import { AppProviders } from './AppProviders';
import { LoadingOverlay } from './LoadingOverlay';
import { TabBar } from './TabBar';
import { Toaster } from './Toaster';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

const page = () => (
  <AppProviders shellMessages={shellMessages()}>
    <header>
      <AccountChip />
    </header>
    <TabBar />
    <Toaster />
    <LoadingOverlay />
  </AppProviders>
);

afterEach(() => {
  clearSession();
  appStore.set(messagesAtom, null);
  appStore.set(localeAtom, 'en');
  appStore.set(toastAtom, null);
  appStore.set(loadingCountAtom, 0);
  document.body.innerHTML = '';
});

describe('the providers over the exported page', () => {
  it('hydrate it cleanly whatever this browser already holds, then show that state', async () => {
    // The exported HTML: rendered at build time, with nothing stored.
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    // Before React hydrates: a signed-in tab in Persian, its words in, a toast, a request running.
    setSession({ address: ADDRESS, user: { address: ADDRESS, token: 'token-1', pid: null } });
    appStore.set(localeAtom, 'fa');
    appStore.set(messagesAtom, fa as Messages);
    showToast({ key: 'auth.loginSucceeded' }, { tone: 'success' });
    appStore.set(loadingCountAtom, 1);

    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(), { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.querySelector('header button')?.textContent).toBe(
      `${fa.auth.account} 0x7099…79C8`,
    );
    expect(container.textContent).toContain(fa.tabs.home);
    expect(container.querySelector('[role="status"]')?.textContent).toBe(fa.auth.loginSucceeded);
    expect(container.querySelector('[role="progressbar"]')).not.toBeNull();
  });
});
