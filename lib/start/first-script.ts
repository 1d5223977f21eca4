/**
 * The page's first script: runs before the first paint and before any of the app's scripts.
 * It sets `<html lang dir>` for the language the app will start in (the same choice, by the same
 * function, as `initialLocale`), so a right-to-left start never paints left-to-right first; hides
 * the boot frame (the first line of a guest's Home, in English) for any other start; keeps the
 * hash the router's alone (lib/router/hash-guard.ts); and preloads the parts the start will ask
 * for (the language's words; for a tab with a session or a wallet the session's code, and what it
 * shows), so they come with the page's own scripts instead of after them.
 *
 * Ordinary code: the build compiles this module (scripts/inline-first-script.mjs, esbuild) into the
 * inline script the layout leaves empty. What it needs to know, fixed at build time, is the JSON
 * in that script's `data-settings` (app/layout.tsx); the files of each part are in
 * `data-preloads`, filled in after the build (scripts/chunk-preloads.mjs).
 */
import { pickLocale } from '@/lib/i18n/pick-locale';
import { guardHash } from '@/lib/router/hash-guard';
import { sessionCodeNeed } from '@/lib/session/session-code';
import type { FirstScriptSettings } from './first-script-settings';
import { writeSessionCodeDecision } from './session-code-decision';

/** Whether the hash names Home (none, `#/`, or the old app's `#/pages/index/index`). */
function isHome(hash: string): boolean {
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  return path === '' || /^\/?(pages\/index\/index)?\/?$/i.test(path);
}

function storedLanguage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function readJson(storage: () => Storage, key: string): unknown {
  try {
    return JSON.parse(storage().getItem(key) || 'null');
  } catch {
    return null;
  }
}

function readWallet(): unknown {
  try {
    return (window as unknown as { ethereum?: unknown }).ethereum;
  } catch {
    // A throwing wallet getter means no usable wallet.
    return undefined;
  }
}

/** Preloads the files of a part the start will ask for, so they come with the page's own scripts. */
function preload(files: readonly string[] | undefined): void {
  for (const file of files ?? []) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = file;
    document.head.appendChild(link);
  }
}

export function runFirstScript(
  settings: FirstScriptSettings,
  preloads: Readonly<Record<string, readonly string[]>>,
): void {
  const root = document.documentElement;
  const id =
    pickLocale(
      new URLSearchParams(location.search).get('lang'),
      storedLanguage(settings.languageKey),
      navigator.languages || [navigator.language],
      settings.spellings,
    ) ?? settings.defaultLocale;
  const locale = settings.locales[id] ?? settings.locales[settings.defaultLocale];
  if (!locale) return;
  const [tag, dir] = locale;
  root.lang = tag;
  root.dir = dir;
  preload(preloads[id]);
  const home = isHome(location.hash);
  // Decided once, here; the app takes this answer (`sessionCodeNeeded`).
  const need = sessionCodeNeed(
    readJson(() => sessionStorage, settings.sessionKey),
    readWallet(),
  );
  writeSessionCodeDecision(root, need);
  // The frame is a guest's Home; a signed-in tab's Home opens with the balances instead.
  if (!home || id !== 'en' || need === 'signed-in') root.setAttribute('data-boot-hidden', '');
  if (need !== 'none') preload(preloads.session);
  // A signed-in tab's Home opens with its cards; a tab about to sign in needs them only once
  // signed in, and asks for them as the sign-in begins, not beside the page's own scripts.
  if (need === 'signed-in') {
    if (home) preload(preloads.memberCards);
    preload(preloads.sessionUi);
  }
  guardHash(settings.depthKey);
}

const script = document.currentScript;
try {
  const settings = JSON.parse(script?.getAttribute('data-settings') ?? '') as FirstScriptSettings;
  runFirstScript(settings, JSON.parse(script?.getAttribute('data-preloads') || '{}'));
} catch {
  // Whatever fails here, the app starts as usual: it sets the language and loads what it needs.
}
