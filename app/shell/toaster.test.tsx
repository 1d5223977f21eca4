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
  it.each([
    ['en' as const, en, '1234.5', 'The minimum withdrawal is 1,234.5.'],
    ['fa' as const, fa, '10', 'حداقل مبلغ برداشت ۱۰ است.'],
  ])(
    'shows a server’s limit with its amount, in the reader’s numerals (%s), in the same pass as the notice: never an empty box',
    async (locale, messages, limit, shown) => {
      appStore.set(localeAtom, locale);
      appStore.set(messagesAtom, messages as Messages);
      const { container } = renderToaster();
      await act(async () => {
        showToast({ key: 'errors.minWithdraw', amounts: { limit } }, { tone: 'error' });
      });
      expect(container.querySelector('[role="alert"]')?.textContent).toBe(shown);
    },
  );
});
