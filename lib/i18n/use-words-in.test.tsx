// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { appStore } from '@/lib/session/store';
import { WAIT_LIMIT_MS } from '@/vitest.setup';
import { loadMessages } from './catalogues';
import { messagesAtom } from './locale-state';
import { I18nProvider } from './provider';
import { useWordsIn } from './use-words-in';

afterEach(() => {
  cleanup();
  appStore.set(messagesAtom, null);
});

function Said({ messageKey }: { messageKey: string }) {
  return <p>{useWordsIn({ key: messageKey }) ? 'in' : 'waiting'}</p>;
}

function renderFor(messageKey: string) {
  render(
    <Provider store={appStore}>
      <I18nProvider shellMessages={{}}>
        <Said messageKey={messageKey} />
      </I18nProvider>
    </Provider>,
  );
}

describe('the words of a message', () => {
  it('are in when the start holds them', async () => {
    appStore.set(messagesAtom, await loadMessages('en', false));
    renderFor('errors.offline');
    expect(screen.getByRole('paragraph').textContent).toBe('in');
  });

  it('that the start lacks are loaded with the screens’ words', async () => {
    appStore.set(messagesAtom, await loadMessages('en', false));
    renderFor('errors.insufficientBalance');
    expect(screen.getByRole('paragraph').textContent).toBe('waiting');
    expect(await screen.findByText('in', {}, { timeout: WAIT_LIMIT_MS })).toBeTruthy();
    expect(appStore.get(messagesAtom)?.errors.insufficientBalance).toBe('Insufficient balance.');
  });
});
