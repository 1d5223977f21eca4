// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
import { useAppReady } from './use-app-ready';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

// The app's start, as far as the shell sees it: it brings this browser's state into the one
// store (a signed-in tab in Persian, its words in, a toast, a request running).
vi.mock('./start-app', () => ({
  startApp: async () => {
    setSession({ address: ADDRESS, user: { address: ADDRESS, token: 'token-1', pid: null } });
    appStore.set(localeAtom, 'fa');
    appStore.set(messagesAtom, fa as Messages);
    showToast({ key: 'auth.loginSucceeded' }, { tone: 'success' });
    appStore.set(loadingCountAtom, 1);
  },
}));

function Page() {
  const ready = useAppReady();
  return (
    <AppProviders shellMessages={shellMessages()}>
      <header>
        <AccountChip />
      </header>
      <TabBar />
      <Toaster />
      <LoadingOverlay />
      {ready ? <p>ready</p> : null}
    </AppProviders>
  );
}

afterEach(() => {
  clearSession();
  appStore.set(messagesAtom, null);
  appStore.set(localeAtom, 'en');
  appStore.set(toastAtom, null);
  appStore.set(loadingCountAtom, 0);
  document.body.innerHTML = '';
});

describe('the shell over the exported page', () => {
  it('hydrates it cleanly, then starts the app, whose state shows from the one store', async () => {
    // The exported HTML: rendered at build time, where the app never starts.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    expect(container.textContent).not.toContain('ready');

    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toContain('ready');
    expect(container.querySelector('header button')?.textContent).toBe(
      `${fa.auth.account} 0x7099…79C8`,
    );
    expect(container.textContent).toContain(fa.tabs.home);
    expect(container.querySelector('[role="status"]')?.textContent).toBe(fa.auth.loginSucceeded);
    expect(container.querySelector('[role="progressbar"]')).not.toBeNull();
  });
});
