#!/usr/bin/env node
// Lets the page fetch the lazy chunks its start will ask for with its own scripts. A lazy chunk
// is asked for only once those scripts have run: a round trip on the way to anything a person
// came for (the start-up ablation measured this worth about 250 ms on a wallet user's first
// visit: docs/performance.md). The page's first script knows before anything loads which parts
// the start needs: the chosen language's words, which every screen waits for, and the session's
// code for a tab with a session or a wallet. This step gives it each part's files in the first
// script's `data-preloads`, with paths relative to the page.
//
// A part is named by its entry module. Its files are the chunks, outside the page's own
// scripts, that hold a module the entry imports statically (an `import()` inside it starts
// another part), found with two maintained formats and no knowledge of the bundler's code: the
// import graph (dependency-cruiser) and the chunks' source maps (scripts/chunk-sources.mjs).
// Runs after `next build` and scripts/chunk-sources.mjs; running it twice changes nothing.
//
//   node scripts/chunk-preloads.mjs [out]
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { chunkSources, isModule } from './chunk-sources.mjs';
import { htmlPages, invokedDirectly, rewriteFiles } from './export-files.mjs';
import { editHtml, parseHtml } from './export-html.mjs';
import { pageScripts } from './page-scripts.mjs';
import { startTechniqueOff } from './start-switches.mjs';

/** The first script's attribute holding the map of parts to files. */
const ATTRIBUTE = 'data-preloads';

/**
 * The parts the first script may preload besides each language's words, by the name it reads
 * them under (lib/start/first-script.ts), with their entry modules.
 */
export const SESSION_PARTS = {
  sessionRuntime: 'features/session/lifecycle.ts',
  sessionUi: 'features/session/SessionUi.tsx',
  memberCards: 'features/home/MemberCards.tsx',
};

/** The entry of a language's words that every visit loads (scripts/catalogue-parts.mjs). */
export const languageEntry = (id) => `messages/parts/start/${id}.json`;

/** The language ids: one catalogue per file in messages/. */
export function languageIds(messagesDir = 'messages') {
  return readdirSync(messagesDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length));
}

/** Every part the first script may preload: each language, then the session's parts. */
export function preloadedParts(messagesDir = 'messages') {
  return {
    ...Object.fromEntries(languageIds(messagesDir).map((id) => [id, languageEntry(id)])),
    ...SESSION_PARTS,
  };
}

/**
 * The import graph from `entries`, as dependency-cruiser resolves it for the app: each module
 * with the modules it imports, statically (an `import()` is not followed: it loads when it runs,
 * as a part of its own) and for their code (type-only imports leave nothing in a chunk).
 * @param {string[]} entries
 * @returns {Promise<Map<string, string[]>>}
 */
export async function staticImports(entries) {
  const result = await cruise(
    entries,
    {
      doNotFollow: { path: 'node_modules' },
      tsPreCompilationDeps: false,
      // The app's `@/` imports resolve through the tsconfig's paths, as the bundler's do.
      tsConfig: { fileName: 'tsconfig.json' },
      exclude: { path: '^(out|\\.next|test-results)/' },
    },
    { extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.json', '.css'] },
    { tsConfig: extractTSConfig('tsconfig.json') },
  );
  const graph = new Map();
  for (const module of result.output.modules) {
    graph.set(
      module.source,
      module.dependencies.filter((d) => !d.dynamic && !d.coreModule).map((d) => d.resolved),
    );
  }
  return graph;
}

/** Every module `entry` reaches in `graph`, itself included. */
export function reachable(graph, entry) {
  const seen = new Set([entry]);
  const queue = [entry];
  while (queue.length) {
    for (const next of graph.get(queue.pop()) ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

/**
 * The chunks of each part: those outside `pageChunks` whose sources hold one of the part's app
 * modules (those of node_modules are matched through the app's chunks that carry them). Throws
 * naming a part no chunk holds: its entry moved, or the build is not the one mapped.
 * @param {Record<string, string>} parts name → entry
 * @param {Map<string, string[]>} graph @param {Map<string, string[]>} sources
 * @param {Set<string>} pageChunks
 */
export function partChunks(parts, graph, sources, pageChunks) {
  const result = {};
  for (const [name, entry] of Object.entries(parts)) {
    const modules = [...reachable(graph, entry)];
    const holdsOne = (held) => held.some((s) => modules.some((m) => isModule(s, m)));
    const files = [...sources]
      .filter(([chunk, held]) => !pageChunks.has(chunk) && holdsOne(held))
      .map(([chunk]) => chunk)
      .sort();
    // The entry itself may leave no trace (a module of re-exports); what it imports does.
    if (files.length === 0) throw new Error(`no chunk holds ${entry} (${name}) or its imports`);
    result[name] = files;
  }
  return result;
}

/**
 * The chunks that hold no source at all outside the page's scripts: the bundler's own loaders of
 * the lazy parts, which a part's `import()` fetches before its files. The first script preloads
 * them for a tab that loads the session's code (a few hundred bytes each).
 * @param {Map<string, string[]>} sources @param {Set<string>} pageChunks
 */
export function loaderChunks(sources, pageChunks) {
  return [...sources]
    .filter(([chunk, held]) => held.length === 0 && !pageChunks.has(chunk))
    .map(([chunk]) => chunk)
    .sort();
}

/**
 * The page with the first script's map filled for a page at `page` (relative to the export
 * folder). A stylesheet the page already carries inline is never listed.
 * @param {string} html @param {Record<string, string[]>} chunks @param {string} page
 */
export function withPreloadedChunks(html, chunks, page) {
  const base = dirname(page);
  const relativeChunks = Object.fromEntries(
    Object.entries(chunks).map(([name, files]) => [
      name,
      files.map((file) => {
        const path = relative(base, file).split('\\').join('/');
        return path.startsWith('.') ? path : `./${path}`;
      }),
    ]),
  );
  return editHtml(html, (document) => {
    const script = document.querySelector(`script[${ATTRIBUTE}]`);
    if (!script) return false;
    script.setAttribute(ATTRIBUTE, JSON.stringify(relativeChunks));
  });
}

/** Whether a page carries the first script's map (filled or not). */
export const wantsPreloads = (html) =>
  Boolean(parseHtml(html).querySelector(`script[${ATTRIBUTE}]`));

/** Fills the map in every page of `dir`; returns the pages changed. */
export async function addChunkPreloads(dir = 'out', messagesDir = 'messages', sources) {
  const parts = preloadedParts(messagesDir);
  const graph = await staticImports(Object.values(parts));
  const index = pageScripts(readFileSync(join(dir, 'index.html'), 'utf8'));
  const page = new Set([...index.first, ...index.nomodule]);
  const mapped = sources ?? chunkSources();
  const chunks = { ...partChunks(parts, graph, mapped, page), loaders: loaderChunks(mapped, page) };
  return htmlPages(dir).filter(
    (page) =>
      rewriteFiles(dir, [page], (html) =>
        wantsPreloads(html) ? withPreloadedChunks(html, chunks, page) : html,
      ).length > 0,
  );
}

if (invokedDirectly(import.meta.url) && startTechniqueOff('chunk-preloads')) {
  console.info('chunk preloads: off for this build (RWAT_START_OFF)');
} else if (invokedDirectly(import.meta.url)) {
  const dir = process.argv[2] ?? 'out';
  const pages = await addChunkPreloads(dir);
  console.info(`chunk preloads: ${pages.length} page(s) in ${dir} preload what their start needs`);
}
