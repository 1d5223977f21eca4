#!/usr/bin/env node
// Lets each page fetch its language's catalogue with its own scripts. The catalogues are lazy
// chunks, asked for only once those scripts have run, and every screen waits for them: a round
// trip on the way to anything a person came for. The page's first script knows the language
// before anything loads; this step gives it, for each language, the catalogue's chunk files, so
// that it preloads them. It fills the placeholder the layout writes (`CATALOGUE_CHUNKS`) with
// paths relative to the page. Runs after `next build` and before the Content-Security-Policy is
// written (the script's text changes); running it twice changes nothing.
//
//   node scripts/catalogue-preload.mjs [out]
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { htmlPages, invokedDirectly, rewriteFiles } from './export-files.mjs';
import { lazyChunks } from './lazy-chunks.mjs';

/** The placeholder in the page's first script, with whatever map an earlier run put there. */
const PLACEHOLDER = /\/\*catalogue chunks\*\/\{[^}]*\}/;

/** The language ids: one catalogue per file in messages/. */
export function languageIds(messagesDir = 'messages') {
  return readdirSync(messagesDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length));
}

/**
 * Each language's catalogue chunks, relative to the export folder.
 * @param {Map<string, string>} texts chunk path → its source
 * @param {string[]} languages
 */
export function catalogueChunks(texts, languages) {
  const { named } = lazyChunks(texts);
  return Object.fromEntries(
    languages.filter((id) => named.has(id)).map((id) => [id, named.get(id)]),
  );
}

/**
 * The page with the placeholder filled for a page at `page` (relative to the export folder).
 * @param {string} html @param {Record<string, string[]>} chunks @param {string} page
 */
export function withCatalogueChunks(html, chunks, page) {
  const base = dirname(page);
  const relativeChunks = Object.fromEntries(
    Object.entries(chunks).map(([id, files]) => [
      id,
      files.map((file) => {
        const path = relative(base, file).split('\\').join('/');
        return path.startsWith('.') ? path : `./${path}`;
      }),
    ]),
  );
  return html.replace(PLACEHOLDER, `/*catalogue chunks*/${JSON.stringify(relativeChunks)}`);
}

/** Fills the placeholder in every page of `dir`; returns the pages changed. */
export function addCataloguePreloads(dir = 'out', messagesDir = 'messages') {
  const chunkDir = join(dir, '_next/static/chunks');
  const files = readdirSync(chunkDir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => `_next/static/chunks/${name}`);
  const texts = new Map(files.map((file) => [file, readFileSync(join(dir, file), 'utf8')]));
  const chunks = catalogueChunks(texts, languageIds(messagesDir));
  const missing = languageIds(messagesDir).filter((id) => !chunks[id]);
  if (missing.length) throw new Error(`no catalogue chunk found for ${missing.join(', ')}`);
  const pages = htmlPages(dir);
  return pages.filter(
    (page) =>
      rewriteFiles(dir, [page], (html) => withCatalogueChunks(html, chunks, page)).length > 0,
  );
}

if (invokedDirectly(import.meta.url)) {
  const dir = process.argv[2] ?? 'out';
  const pages = addCataloguePreloads(dir);
  console.info(
    `catalogue preloads: ${pages.length} page(s) in ${dir} preload their language's words`,
  );
}
