import type en from '@/messages/en.json';
import type { LocaleId } from './locales';

export type Messages = typeof en;

/**
 * Every catalogue, English included, is its own lazy chunk: the first paint only needs the
 * shell's words, which the exported page carries (see `shell-messages.ts`).
 */
const loaders: Record<LocaleId, () => Promise<{ default: unknown }>> = {
  en: () => import('@/messages/en.json'),
  zh_TW: () => import('@/messages/zh_TW.json'),
  zh_CN: () => import('@/messages/zh_CN.json'),
  ja: () => import('@/messages/ja.json'),
  ms: () => import('@/messages/ms.json'),
  ko: () => import('@/messages/ko.json'),
  id: () => import('@/messages/id.json'),
  th: () => import('@/messages/th.json'),
  es: () => import('@/messages/es.json'),
  fa: () => import('@/messages/fa.json'),
  km: () => import('@/messages/km.json'),
  pt: () => import('@/messages/pt.json'),
  ru: () => import('@/messages/ru.json'),
  vi: () => import('@/messages/vi.json'),
};

export async function loadMessages(id: LocaleId): Promise<Messages> {
  const mod = await loaders[id]();
  return mod.default as Messages;
}
