import en from '@/messages/en.json';

/** What the shell shows before any catalogue has loaded: titles, tabs, header, home's intro. */
export type ShellMessages = Pick<typeof en, 'app' | 'routes' | 'tabs'> & {
  home: Pick<typeof en.home, 'intro'>;
};

/**
 * The English shell words, for the server render only: the exported page carries them in its
 * HTML, so the first paint has text without shipping a catalogue in the first-load script.
 */
export function shellMessages(): ShellMessages {
  return { app: en.app, routes: en.routes, tabs: en.tabs, home: { intro: en.home.intro } };
}
