/** What the page's first script (lib/start/first-script.ts) is told at build time. */
export interface FirstScriptSettings {
  /** localStorage key of the chosen language. */
  languageKey: string;
  /** sessionStorage key of the session. */
  sessionKey: string;
  /** `history.state` key of the router's depth (lib/router/hash-guard.ts). */
  depthKey: string;
  defaultLocale: string;
  /** Locale id → its BCP 47 tag and its direction. */
  locales: Record<string, [string, string]>;
  /** Lower-case spelling of a language code → locale id. */
  spellings: Record<string, string>;
}
