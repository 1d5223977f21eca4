import en from '@/messages/en.json';

/** The namespaces the shell shows before any catalogue has loaded (titles, tabs, header). */
const SHELL_NAMESPACES = ['app', 'routes', 'tabs'] as const;

export type ShellMessages = Pick<typeof en, (typeof SHELL_NAMESPACES)[number]>;

/**
 * The English shell words, for the server render only: the exported page carries them in its
 * HTML, so the first paint has text without shipping a catalogue in the first-load script.
 */
export function shellMessages(): ShellMessages {
  return { app: en.app, routes: en.routes, tabs: en.tabs };
}
