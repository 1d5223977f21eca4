#!/usr/bin/env node
// Each language's catalogue (messages/<id>.json, the one file translators edit) in two parts,
// so that a visit that starts on Home loads only the words the shell and Home say:
//   messages/parts/start/<id>.json    the namespaces in START_NAMESPACES (of `errors`, only
//                                     START_ERRORS)
//   messages/parts/screens/<id>.json  every other word, loaded with the first other screen
// The parts are generated (never edit them) and committed, so that every tool reads them as
// files. `npm run build` writes them first; `--check` (in `npm test`) fails when they are not
// what the catalogues give, and when code outside the screens names a word of the screens' part
// (it would show as its key until that part has loaded).
//
//   node scripts/catalogue-parts.mjs [--check]
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { invokedDirectly } from './export-files.mjs';
import { startTechniqueOff } from './start-switches.mjs';

/** What the shell and Home (for a guest and for a signed-in person) say. */
export const START_NAMESPACES = [
  'app',
  'routes',
  'tabs',
  'errors',
  'wallet',
  'auth',
  'network',
  'pwa',
  'home',
];

/**
 * The errors a guest and Home can meet: the client's own, the server's general ones, the
 * session's and sign-in's. The rest of `errors` (codes that answer the money and team screens'
 * requests) loads with the screens' words. Such a code met earlier anyway, from a server
 * answering out of turn, is said once they are in (lib/feedback/toast.ts, ErrorState).
 */
export const START_ERRORS = [
  'generic',
  'tooFrequent',
  'tooManyVisitors',
  'network',
  'loginExpired',
  'otherDevice',
  'wrongAccountOrPassword',
  'userNotFound',
  'signatureFailed',
  'loginRequired',
  'addressRegistered',
  'requestError',
  'accountDisabled',
  'loggedInElsewhere',
  'requestFailed',
  'timeout',
  'offline',
  'unexpectedAnswer',
];

/** Where the parts go, under the catalogues' folder. */
export const PARTS_DIR = 'parts';

/**
 * A catalogue's two parts, each with its namespaces (and `errors` its words) in the catalogue's
 * order.
 */
export function splitCatalogue(catalogue) {
  // Without the split (the ablation's build) the start's part is the whole catalogue.
  if (startTechniqueOff('catalogue-split')) return { start: catalogue, screens: {} };
  const start = {};
  const screens = {};
  for (const [namespace, words] of Object.entries(catalogue)) {
    if (namespace !== 'errors') {
      (START_NAMESPACES.includes(namespace) ? start : screens)[namespace] = words;
      continue;
    }
    for (const [key, text] of Object.entries(words)) {
      const part = START_ERRORS.includes(key) ? start : screens;
      part.errors = { ...part.errors, [key]: text };
    }
  }
  return { start, screens };
}

const asText = (value) => `${JSON.stringify(value, null, 2)}\n`;

/** Every part file's path (relative to `messagesDir`) and text. */
export function catalogueParts(messagesDir = 'messages') {
  const files = new Map();
  for (const name of readdirSync(messagesDir).filter((f) => f.endsWith('.json'))) {
    const parts = splitCatalogue(JSON.parse(readFileSync(join(messagesDir, name), 'utf8')));
    for (const [part, words] of Object.entries(parts))
      files.set(join(PARTS_DIR, part, name), asText(words));
  }
  return files;
}

/** The part files that are missing or differ from what the catalogues give. */
export function staleParts(messagesDir = 'messages') {
  return [...catalogueParts(messagesDir)]
    .filter(([path, text]) => {
      try {
        return readFileSync(join(messagesDir, path), 'utf8') !== text;
      } catch {
        return true;
      }
    })
    .map(([path]) => path);
}

export function writeParts(messagesDir = 'messages') {
  const stale = staleParts(messagesDir);
  for (const [path, text] of catalogueParts(messagesDir)) {
    if (!stale.includes(path)) continue;
    mkdirSync(dirname(join(messagesDir, path)), { recursive: true });
    writeFileSync(join(messagesDir, path), text);
  }
  return stale;
}

/** A dynamic import whose module and words come together (lib/i18n/locale-state.ts). */
const WITH_SCREEN_WORDS = /withScreenWords\(\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;
const IMPORTS =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
/** A message key in a string: a namespace of the catalogue, a dot, a name (or `${…}`). */
const KEY = /['"`]([a-z][a-zA-Z]*)\.(?:[a-zA-Z][\w.]*['"`$]|\$\{)/g;

const candidates = ['', '.ts', '.tsx', '.mts', '.mjs', '/index.ts', '/index.tsx'];

/** The repo-relative file an import names, or null for packages. */
function resolveImport(from, spec, exists) {
  let base;
  if (spec.startsWith('@/')) base = spec.slice(2);
  else if (spec.startsWith('.')) base = posix.normalize(posix.join(posix.dirname(from), spec));
  else return null;
  for (const ext of candidates) if (exists(base + ext)) return base + ext;
  return base;
}

/**
 * Message keys of the screens' part named by code that can run before that part has loaded:
 * everything `entries` reach by import, except what comes through `withScreenWords`. Each as
 * "file: namespace.…".
 * @param {string[]} entries @param {(file: string) => string} read
 * @param {(file: string) => boolean} exists @param {string[]} namespaces the catalogue's
 */
export function earlyScreenWords(entries, read, exists, namespaces) {
  const screensOnly = new Set(namespaces.filter((ns) => !START_NAMESPACES.includes(ns)));
  const seen = new Set(entries);
  const queue = [...entries];
  const found = [];
  while (queue.length > 0) {
    const file = queue.shift();
    if (!/\.(ts|tsx)$/.test(file)) continue;
    const source = read(file);
    for (const match of source.matchAll(KEY))
      if (screensOnly.has(match[1])) found.push(`${file}: ${match[1]}.…`);
    const deferred = new Set([...source.matchAll(WITH_SCREEN_WORDS)].map((m) => m[1]));
    for (const match of source.matchAll(IMPORTS)) {
      const spec = match[1] ?? match[2];
      if (match[2] && deferred.has(spec)) continue;
      const target = resolveImport(file, spec, exists);
      if (!target || seen.has(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  return [...new Set(found)];
}

/** The app's own entries: the page, its layout, and the boundary that replaces them. */
export const APP_ENTRIES = ['app/page.tsx', 'app/layout.tsx', 'app/global-error.tsx'];

if (invokedDirectly(import.meta.url)) {
  const check = process.argv.includes('--check');
  if (!check) {
    const written = writeParts();
    console.info(`catalogue parts: ${written.length} file(s) written`);
  } else {
    const exists = (file) => {
      try {
        return statSync(file).isFile();
      } catch {
        return false;
      }
    };
    const namespaces = Object.keys(JSON.parse(readFileSync('messages/en.json', 'utf8')));
    const problems = [
      ...staleParts().map((path) => `messages/${path} is not what the catalogues give`),
      ...earlyScreenWords(APP_ENTRIES, (f) => readFileSync(f, 'utf8'), exists, namespaces).map(
        (use) => `${use} is in the screens' words: load it with withScreenWords`,
      ),
    ];
    if (problems.length > 0) {
      for (const problem of problems) console.error(problem);
      console.error(`\n${problems.length} problem(s); \`npm run catalogues\` writes the parts`);
      process.exit(1);
    }
    console.info('catalogue parts: current, and the start names only its own words');
  }
}
