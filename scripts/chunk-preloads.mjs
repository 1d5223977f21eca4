#!/usr/bin/env node
// Lets the page fetch the lazy chunks its start will ask for with its own scripts. A lazy chunk
// is asked for only once those scripts have run: a round trip on the way to anything a person
// came for. The page's first script knows before anything loads which ones the start needs:
// the chosen language's catalogue, which every screen waits for, and the session's code for a
// tab with a session or a wallet. This step gives it each one's files: it fills the first
// script's `data-preloads` the layout writes, whose keys name the parts wanted besides the
// languages, with paths relative to the page. A part is found by the name its loader has in
// the code (`name: () => import(…)`). Runs after `next build`; running it twice changes nothing.
//
//   node scripts/chunk-preloads.mjs [out]
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { htmlPages, invokedDirectly, rewriteFiles } from './export-files.mjs';
import { editHtml, parseHtml } from './export-html.mjs';
import { lazyChunks } from './lazy-chunks.mjs';
import { startTechniqueOff } from './start-switches.mjs';

/** The first script's attribute holding the map of parts to files (the layout's or filled). */
const ATTRIBUTE = 'data-preloads';

/** The language ids: one catalogue per file in messages/. */
export function languageIds(messagesDir = 'messages') {
  return readdirSync(messagesDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length));
}

/** The first script of the page, which carries the map, or null. */
const firstScript = (document) => document.querySelector(`script[${ATTRIBUTE}]`);

/** The part names the page's first script asks for (the map's keys), or none without one. */
export function wantedParts(html) {
  const script = firstScript(parseHtml(html));
  return script ? Object.keys(JSON.parse(script.getAttribute(ATTRIBUTE) || '{}')) : [];
}

/**
 * The chunks of each named loader in `names`, relative to the export folder; throws naming
 * those the build has no loader for.
 * @param {Map<string, string>} texts chunk path → its source
 * @param {string[]} names
 */
export function namedChunks(texts, names) {
  const { named } = lazyChunks(texts);
  const missing = names.filter((name) => !named.has(name));
  if (missing.length) throw new Error(`no lazy chunk found for ${missing.join(', ')}`);
  return Object.fromEntries(names.map((name) => [name, named.get(name)]));
}

/** The stylesheets the page carries inline (`<style data-href>`), as the page names them. */
export function inlinedStyles(html) {
  const names = [...html.matchAll(/<style[^>]*\sdata-href="([^"]*)"/g)].flatMap((m) =>
    m[1].split(' '),
  );
  return new Set(names.filter(Boolean));
}

/**
 * The page with the placeholder filled for a page at `page` (relative to the export folder).
 * A stylesheet the page already carries inline is left out: it is never fetched
 * (lib/html/inlined-styles.ts).
 * @param {string} html @param {Record<string, string[]>} chunks @param {string} page
 */
export function withPreloadedChunks(html, chunks, page) {
  const base = dirname(page);
  const inline = inlinedStyles(html);
  const relativeChunks = Object.fromEntries(
    Object.entries(chunks).map(([name, files]) => [
      name,
      files
        .map((file) => {
          const path = relative(base, file).split('\\').join('/');
          return path.startsWith('.') ? path : `./${path}`;
        })
        .filter((path) => !inline.has(path)),
    ]),
  );
  return editHtml(html, (document) => {
    const script = firstScript(document);
    if (!script) return false;
    script.setAttribute(ATTRIBUTE, JSON.stringify(relativeChunks));
  });
}

/** Fills the placeholder in every page of `dir`; returns the pages changed. */
export function addChunkPreloads(dir = 'out', messagesDir = 'messages') {
  const chunkDir = join(dir, '_next/static/chunks');
  const files = readdirSync(chunkDir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => `_next/static/chunks/${name}`);
  const texts = new Map(files.map((file) => [file, readFileSync(join(dir, file), 'utf8')]));
  return htmlPages(dir).filter(
    (page) =>
      rewriteFiles(dir, [page], (html) => {
        if (!html.includes(ATTRIBUTE)) return html;
        const names = [...new Set([...languageIds(messagesDir), ...wantedParts(html)])];
        return withPreloadedChunks(html, namedChunks(texts, names), page);
      }).length > 0,
  );
}

if (invokedDirectly(import.meta.url) && startTechniqueOff('chunk-preloads')) {
  console.info('chunk preloads: off for this build (RWAT_START_OFF)');
} else if (invokedDirectly(import.meta.url)) {
  const dir = process.argv[2] ?? 'out';
  const pages = addChunkPreloads(dir);
  console.info(`chunk preloads: ${pages.length} page(s) in ${dir} preload what their start needs`);
}
