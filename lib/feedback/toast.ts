import { atom } from 'jotai';
import { config } from '@/lib/config';
import type { UserMessage } from '@/lib/errors/user-message';
import { hasWords, needScreenWords } from '@/lib/i18n/locale-state';
import { appStore } from '@/lib/session/store';

export interface Toast {
  id: number;
  content: UserMessage;
  tone: 'info' | 'success' | 'error';
  /** How long it stays by itself; an error has none: it waits to be dismissed or acted on. */
  durationMs: number;
  /** An error: it stays at least `ERROR_MIN_MS`, then until dismissed or the person acts. */
  sticky: boolean;
}

/** The least a success or an information is shown: long enough to be read. */
export const NOTICE_MIN_MS = 2_000;
/** The least an error is shown, whatever the person does meanwhile (except dismissing it). */
export const ERROR_MIN_MS = 6_000;

export const toastAtom = atom<Toast | null>(null);

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
let stopWatching: (() => void) | undefined;

function hide(id: number): void {
  if (appStore.get(toastAtom)?.id !== id) return;
  appStore.set(toastAtom, null);
  clearTimeout(timer);
  stopWatching?.();
  stopWatching = undefined;
}

/** Hides the toast `id` if it is still the one shown (its close button). */
export function dismissToast(id: number): void {
  hide(id);
}

/** After its least time, the person's next tap or key (they act) lets an error go. */
function hideOnNextAction(id: number): void {
  if (typeof document === 'undefined') return;
  const acted = () => hide(id);
  document.addEventListener('pointerdown', acted, { capture: true, once: true });
  document.addEventListener('keydown', acted, { capture: true, once: true });
  stopWatching = () => {
    document.removeEventListener('pointerdown', acted, { capture: true });
    document.removeEventListener('keydown', acted, { capture: true });
  };
}

/**
 * Shows one toast, replacing the current one. A success or an information hides itself after
 * its time (at least 2 s); an error stays at least 6 s and then until it is dismissed or the
 * person acts (taps or types), so it is never gone before it is read. A code the start's words
 * lack (one answering a screen's request, met early) is shown once the screens' words are in,
 * its time counting from then; if they cannot load, the general error is said instead of a
 * bare key.
 */
export function showToast(
  content: UserMessage,
  options: { tone?: Toast['tone']; durationMs?: number } = {},
): void {
  const tone = options.tone ?? 'info';
  const sticky = tone === 'error';
  const durationMs = sticky
    ? ERROR_MIN_MS
    : Math.max(NOTICE_MIN_MS, options.durationMs ?? config.toastDurationMs);
  const toast: Toast = { id: nextId++, content, tone, durationMs, sticky };
  const show = () => {
    // A newer toast asked for meanwhile wins.
    if (toast.id !== nextId - 1) return;
    stopWatching?.();
    stopWatching = undefined;
    appStore.set(toastAtom, toast);
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (sticky) hideOnNextAction(toast.id);
      else hide(toast.id);
    }, durationMs);
  };
  if (!('key' in content) || hasWords(content.key)) show();
  else
    needScreenWords().then(show, () => {
      toast.content = { key: 'errors.generic' };
      show();
    });
}

export const toast = {
  info: (key: string, values?: Record<string, string | number>) => showToast({ key, values }),
  success: (key: string, values?: Record<string, string | number>) =>
    showToast({ key, values }, { tone: 'success' }),
  error: (key: string, values?: Record<string, string | number>) =>
    showToast({ key, values }, { tone: 'error' }),
  text: (text: string) => showToast({ text }, { tone: 'error' }),
};
