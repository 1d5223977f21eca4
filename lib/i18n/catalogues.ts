import type en from '@/messages/en.json';
import type { LocaleId } from './locales';

export type Messages = typeof en;

type Loader = () => Promise<{ default: unknown }>;

/**
 * Each language's catalogue comes in two parts (scripts/catalogue-parts.mjs), each its own lazy
 * chunk; the first paint only needs the shell's words, which the exported page carries (see
 * `shell-messages.ts`). First, what the shell and Home say: every visit loads it.
 */
const startWords: Record<LocaleId, Loader> = {
  en: () => import('@/messages/parts/start/en.json'),
  zh_TW: () => import('@/messages/parts/start/zh_TW.json'),
  zh_CN: () => import('@/messages/parts/start/zh_CN.json'),
  ja: () => import('@/messages/parts/start/ja.json'),
  ms: () => import('@/messages/parts/start/ms.json'),
  ko: () => import('@/messages/parts/start/ko.json'),
  id: () => import('@/messages/parts/start/id.json'),
  th: () => import('@/messages/parts/start/th.json'),
  es: () => import('@/messages/parts/start/es.json'),
  fa: () => import('@/messages/parts/start/fa.json'),
  km: () => import('@/messages/parts/start/km.json'),
  pt: () => import('@/messages/parts/start/pt.json'),
  ru: () => import('@/messages/parts/start/ru.json'),
  vi: () => import('@/messages/parts/start/vi.json'),
};

/** Then what every other screen says (and the errors they meet): loaded with the first of them. */
const screenWords: { [K in LocaleId as `${K}Screens`]: Loader } = {
  enScreens: () => import('@/messages/parts/screens/en.json'),
  zh_TWScreens: () => import('@/messages/parts/screens/zh_TW.json'),
  zh_CNScreens: () => import('@/messages/parts/screens/zh_CN.json'),
  jaScreens: () => import('@/messages/parts/screens/ja.json'),
  msScreens: () => import('@/messages/parts/screens/ms.json'),
  koScreens: () => import('@/messages/parts/screens/ko.json'),
  idScreens: () => import('@/messages/parts/screens/id.json'),
  thScreens: () => import('@/messages/parts/screens/th.json'),
  esScreens: () => import('@/messages/parts/screens/es.json'),
  faScreens: () => import('@/messages/parts/screens/fa.json'),
  kmScreens: () => import('@/messages/parts/screens/km.json'),
  ptScreens: () => import('@/messages/parts/screens/pt.json'),
  ruScreens: () => import('@/messages/parts/screens/ru.json'),
  viScreens: () => import('@/messages/parts/screens/vi.json'),
};

/**
 * A language's words: the start part, and with `withScreens` the screens' part too. Until the
 * screens' part is in, the catalogue holds only the start's namespaces (the type names them all:
 * code that could run before then is checked to name none of the others).
 */
export async function loadMessages(id: LocaleId, withScreens: boolean): Promise<Messages> {
  const [start, screens] = await Promise.all([
    startWords[id](),
    withScreens ? screenWords[`${id}Screens`]() : undefined,
  ]);
  const words = { ...(start.default as Record<string, object>) };
  // Both parts hold some of `errors` (scripts/catalogue-parts.mjs): a namespace in both joins.
  for (const [namespace, part] of Object.entries((screens?.default ?? {}) as object)) {
    words[namespace] = { ...words[namespace], ...part };
  }
  return words as Messages;
}
