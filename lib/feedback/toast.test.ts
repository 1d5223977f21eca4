// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '@/lib/session/store';
import { dismissToast, ERROR_MIN_MS, showToast, toastAtom } from './toast';

/** The words in so far, and the load of the screens' words the test settles by hand. */
const words = new Set(['errors.offline']);
let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
vi.mock('@/lib/i18n/locale-state', () => ({
  hasWords: (key: string) => words.has(key),
  needScreenWords: () =>
    new Promise<void>((resolve, reject) => {
      settle = { resolve, reject };
    }),
}));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  appStore.set(toastAtom, null);
  words.delete('errors.insufficientBalance');
  settle = undefined;
});

describe('a toast', () => {
  it('whose words are in hides itself after its time', () => {
    showToast({ key: 'errors.offline' }, { durationMs: 2_000 });
    expect(settle).toBeUndefined();
    vi.advanceTimersByTime(1_999);
    expect(appStore.get(toastAtom)?.content).toEqual({ key: 'errors.offline' });
    vi.advanceTimersByTime(1);
    expect(appStore.get(toastAtom)).toBeNull();
  });

  it('whose words are not in yet shows once they are, and its time counts from then', async () => {
    showToast({ key: 'errors.insufficientBalance' }, { durationMs: 2_000 });
    vi.advanceTimersByTime(5_000);
    expect(appStore.get(toastAtom)).toBeNull();
    words.add('errors.insufficientBalance');
    settle?.resolve();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(appStore.get(toastAtom)?.content).toEqual({ key: 'errors.insufficientBalance' });
    await vi.advanceTimersByTimeAsync(1);
    expect(appStore.get(toastAtom)).toBeNull();
  });

  it('says the general error when those words cannot load', async () => {
    showToast({ key: 'errors.insufficientBalance' }, { tone: 'error' });
    settle?.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(appStore.get(toastAtom)).toMatchObject({
      content: { key: 'errors.generic' },
      tone: 'error',
    });
  });

  it('waiting for its words never covers a newer one', async () => {
    showToast({ key: 'errors.insufficientBalance' });
    showToast({ key: 'errors.offline' }, { durationMs: 2_000 });
    words.add('errors.insufficientBalance');
    settle?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(appStore.get(toastAtom)?.content).toEqual({ key: 'errors.offline' });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(appStore.get(toastAtom)).toBeNull();
  });

  it('a success stays at least 2 s, whatever it asks for', () => {
    showToast({ key: 'errors.offline' }, { tone: 'success', durationMs: 500 });
    vi.advanceTimersByTime(1_999);
    expect(appStore.get(toastAtom)).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(appStore.get(toastAtom)).toBeNull();
  });

  it('an error stays 6 s whatever the person does, then until they act', () => {
    showToast({ key: 'errors.offline' }, { tone: 'error', durationMs: 1_000 });
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    vi.advanceTimersByTime(ERROR_MIN_MS - 1);
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(appStore.get(toastAtom)?.sticky).toBe(true);
    // Time alone never takes it away.
    vi.advanceTimersByTime(60_000);
    expect(appStore.get(toastAtom)).not.toBeNull();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(appStore.get(toastAtom)).toBeNull();
  });

  it('an error goes when it is dismissed, at any time', () => {
    showToast({ key: 'errors.offline' }, { tone: 'error' });
    const shown = appStore.get(toastAtom);
    expect(shown).not.toBeNull();
    dismissToast(shown!.id);
    expect(appStore.get(toastAtom)).toBeNull();
  });
});
