#!/usr/bin/env node
// The page's first script preloads the files the start is about to ask for, so they come with
// the page's own scripts instead of after them (decision 0005): the language's words; for a tab
// with a session or a wallet, the session's code and Home's cards for a signed-in person; for a
// signed-in tab, the shell's session parts. Runs after `next build` and the chunk index
// (scripts/chunk-sources.mjs), before the first script is compiled into the pages.
//
// Each part's files are exactly those its `import()` loads. For every dynamic import the bundler
// writes the list of chunks it loads before the module runs
// (`Promise.all(["static/chunks/a.js", …].map(load))`), found here in the chunks' syntax tree,
// whatever the minifier named things; the part's lists are those holding a chunk whose sources
// include the part's own module. Stylesheets are left to load as they do. A part no list brings
// stops the build.
//
//   node scripts/chunk-preloads.mjs [out]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'acorn';
import { simple } from 'acorn-walk';
import { chunkSources, isModule } from './chunk-sources.mjs';
import { htmlPages, invokedDirectly, rewriteFiles } from './export-files.mjs';
import { editHtml } from './export-html.mjs';
import { startTechniqueOff } from './start-switches.mjs';

/**
 * The parts the first script preloads, each by a module its `import()` brings (a module of its
 * own: the files that only re-export, MemberCards.tsx and SessionUi.tsx, leave no source).
 */
export const PART_MODULES = {
  session: ['features/session/lifecycle.ts', 'features/session/logout.ts'],
  memberCards: ['features/home/BalancesCard.tsx'],
  sessionUi: ['features/session/AccountChip.tsx'],
};

/** A language's words at the start: `words:<id>`, by the catalogue part of that language. */
const WORDS = /^messages\/parts\/start\/([A-Za-z_]+)\.json/;

/** The strings of an array literal, when it holds nothing else. */
function strings(node) {
  if (node?.type !== 'ArrayExpression' || node.elements.length === 0) return undefined;
  const values = node.elements.map((e) => (e?.type === 'Literal' ? e.value : undefined));
  return values.every((v) => typeof v === 'string') ? values : undefined;
}

/**
 * The chunk lists the bundler's loaders name in `code` (`Promise.all([…files].map(…))`), as
 * paths relative to the export.
 */
export function loaderLists(code) {
  const lists = [];
  simple(parse(code, { ecmaVersion: 'latest', sourceType: 'script' }), {
    CallExpression(node) {
      const {
        callee,
        arguments: [argument],
      } = node;
      const isPromiseAll =
        callee.type === 'MemberExpression' &&
        callee.object.type === 'Identifier' &&
        callee.object.name === 'Promise' &&
        callee.property.name === 'all';
      const mapped =
        argument?.type === 'CallExpression' &&
        argument.callee.type === 'MemberExpression' &&
        argument.callee.property.name === 'map'
          ? strings(argument.callee.object)
          : undefined;
      if (isPromiseAll && mapped?.every((file) => file.startsWith('static/chunks/')))
        lists.push(mapped.map((file) => `_next/${file}`));
    },
  });
  return lists;
}

/**
 * Each part's script files, relative to the page (`./_next/static/chunks/a.js`).
 * @param {string[][]} lists the loaders' chunk lists
 * @param {Map<string, string[]>} sources each chunk's sources
 */
export function partFiles(lists, sources) {
  const parts = {};
  const add = (part, list) => {
    const files = new Set(parts[part] ?? []);
    for (const file of list) if (file.endsWith('.js')) files.add(`./${file}`);
    parts[part] = [...files].sort();
  };
  for (const list of lists) {
    const held = list.flatMap((file) => sources.get(file) ?? []);
    for (const [part, modules] of Object.entries(PART_MODULES))
      if (modules.some((module) => held.some((source) => isModule(source, module))))
        add(part, list);
    for (const source of held) {
      const words = WORDS.exec(source);
      if (words) add(words[1], list);
    }
  }
  for (const part of Object.keys(PART_MODULES))
    if (!parts[part]) throw new Error(`no loader of the build brings ${part}`);
  return parts;
}

/** Writes the parts into every exported page's first script (`data-preloads`). */
export function writePreloads(dir = 'out') {
  const chunks = join(dir, '_next', 'static', 'chunks');
  const lists = readdirSync(chunks)
    .filter((name) => name.endsWith('.js'))
    .flatMap((name) => loaderLists(readFileSync(join(chunks, name), 'utf8')));
  const parts = partFiles(lists, chunkSources());
  rewriteFiles(dir, htmlPages(dir), (html) =>
    editHtml(html, (document) => {
      const script = document.querySelector('script[data-first-script]');
      if (!script) return false;
      script.setAttribute('data-preloads', JSON.stringify(parts));
    }),
  );
  return parts;
}

if (invokedDirectly(import.meta.url) && !startTechniqueOff('chunk-preloads')) {
  const parts = writePreloads(process.argv[2] ?? 'out');
  for (const [part, files] of Object.entries(parts))
    console.info(`preloads: ${part} ${files.length} file(s)`);
}
