import en from '@/messages/en.json';
import type { LocaleId } from './locales';

export type Messages = typeof en;

/** English ships with the first load; every other catalogue is its own lazy chunk. */
const loaders: Record<Exclude<LocaleId, 'en'>, () => Promise<{ default: unknown }>> = {
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

export const englishMessages: Messages = en;

export async function loadMessages(id: LocaleId): Promise<Messages> {
  if (id === 'en') return en;
  const mod = await loaders[id]();
  return mod.default as Messages;
}
