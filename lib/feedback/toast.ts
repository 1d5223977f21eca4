import { atom } from 'jotai';
import { config } from '@/lib/config';
import type { UserMessage } from '@/lib/errors/user-message';
import { hasWords, needScreenWords } from '@/lib/i18n/locale-state';
import { appStore } from '@/lib/session/store';

export interface Toast {
  id: number;
  content: UserMessage;
  tone: 'info' | 'success' | 'error';
  durationMs: number;
}

export const toastAtom = atom<Toast | null>(null);

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Shows one toast, replacing the current one; it hides itself after 1–2 s (default 2 s). A
 * code the start's words lack (one answering a screen's request, met early) is shown once the
 * screens' words are in, its time counting from then; if they cannot load, the general error
 * is said instead of a bare key.
 */
export function showToast(
  content: UserMessage,
  options: { tone?: Toast['tone']; durationMs?: number } = {},
): void {
  const durationMs = Math.min(2_000, Math.max(1_000, options.durationMs ?? config.toastDurationMs));
  const toast: Toast = { id: nextId++, content, tone: options.tone ?? 'info', durationMs };
  const show = () => {
    // A newer toast asked for meanwhile wins.
    if (toast.id !== nextId - 1) return;
    appStore.set(toastAtom, toast);
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (appStore.get(toastAtom)?.id === toast.id) appStore.set(toastAtom, null);
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
