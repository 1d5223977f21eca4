// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showToast, toastAtom } from '@/lib/feedback/toast';
import type { Messages } from '@/lib/i18n/catalogues';
import { localeAtom, messagesAtom } from '@/lib/i18n/locale-state';
import { shellMessages } from '@/lib/i18n/shell-messages';
import { appStore } from '@/lib/session/store';
import en from '@/messages/en.json';
import fa from '@/messages/fa.json';
import { AppProviders } from './AppProviders';
import { Toaster } from './Toaster';

afterEach(() => {
  appStore.set(toastAtom, null);
  appStore.set(messagesAtom, null);
  appStore.set(localeAtom, 'en');
});

function renderToaster() {
  return render(
    <AppProviders shellMessages={shellMessages()}>
      <Toaster />
    </AppProviders>,
  );
}

describe('the notice', () => {
  it('shows a server’s limit with its amount in the same pass as the notice: never an empty box', async () => {
    appStore.set(messagesAtom, en as Messages);
    const { container } = renderToaster();
    await act(async () => {
      showToast({ key: 'errors.minWithdraw', amounts: { limit: '1234.5' } }, { tone: 'error' });
    });
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'The minimum withdrawal is 1,234.5.',
    );
  });

  it('writes the amount in the reader’s numerals', async () => {
    appStore.set(localeAtom, 'fa');
    appStore.set(messagesAtom, fa as Messages);
    const { container } = renderToaster();
    await act(async () => {
      showToast({ key: 'errors.minWithdraw', amounts: { limit: '10' } }, { tone: 'error' });
    });
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'حداقل مبلغ برداشت ۱۰ است.',
    );
  });
});
