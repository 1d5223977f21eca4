import { atom } from 'jotai';
import { config } from '@/lib/config';
import { appStore } from '@/lib/session/store';

/**
 * A toast names a message key (translated when shown, its amounts written in the language) or
 * carries text from the server.
 */
export type ToastContent =
  | { key: string; values?: Record<string, string | number>; amounts?: Record<string, string> }
  | { text: string };

export interface Toast {
  id: number;
  content: ToastContent;
  tone: 'info' | 'success' | 'error';
  durationMs: number;
}

export const toastAtom = atom<Toast | null>(null);

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Shows one toast, replacing the current one; it hides itself after 1–2 s (default 2 s). */
export function showToast(
  content: ToastContent,
  options: { tone?: Toast['tone']; durationMs?: number } = {},
): void {
  const durationMs = Math.min(2_000, Math.max(1_000, options.durationMs ?? config.toastDurationMs));
  const toast: Toast = { id: nextId++, content, tone: options.tone ?? 'info', durationMs };
  appStore.set(toastAtom, toast);
  clearTimeout(timer);
  timer = setTimeout(() => {
    if (appStore.get(toastAtom)?.id === toast.id) appStore.set(toastAtom, null);
  }, durationMs);
}

export const toast = {
  info: (key: string, values?: Record<string, string | number>) => showToast({ key, values }),
  success: (key: string, values?: Record<string, string | number>) =>
    showToast({ key, values }, { tone: 'success' }),
  error: (key: string, values?: Record<string, string | number>) =>
    showToast({ key, values }, { tone: 'error' }),
  text: (text: string) => showToast({ text }, { tone: 'error' }),
};
