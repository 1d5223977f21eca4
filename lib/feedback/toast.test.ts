import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '@/lib/session/store';
import { showToast, toastAtom } from './toast';

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
    showToast({ key: 'errors.offline' }, { durationMs: 1_000 });
    words.add('errors.insufficientBalance');
    settle?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(appStore.get(toastAtom)?.content).toEqual({ key: 'errors.offline' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(appStore.get(toastAtom)).toBeNull();
  });
});
