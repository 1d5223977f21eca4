#!/usr/bin/env node
// Size budgets of the static export (gzip): the JavaScript that out/index.html loads before
// anything else, and every chunk of the app's own code loaded later (a screen, a language's
// words, a part of the session) ≤ 25 KB. A chunk is told apart by the sources its source map
// names (scripts/chunk-sources.mjs): one that holds any of the app's own files is the app's;
// one of libraries alone (the wallet library, loaded with the first contract write) is listed,
// and marked when it is large, but not budgeted. Exits 1 when a budget is exceeded.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkOwner, chunkSources } from './chunk-sources.mjs';
import { pageScripts } from './page-scripts.mjs';

const OUT = process.env.BUDGET_OUT ?? 'out';
// The page's own scripts carry Home (most visits start there): with the start's words, all a
// guest's Home loads, which must stay within 185 KB (docs/performance.md). The start's words
// are at most 4.1 KB (Russian), so the scripts get 181 KB.
const FIRST_LOAD_BUDGET = 181 * 1024;
const SCREEN_CHUNK_BUDGET = 25 * 1024;

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const page = pageScripts(readFileSync(join(OUT, 'index.html'), 'utf8'));
const firstLoad = page.first;
const nomodule = new Set(page.nomodule);
const firstSet = new Set(firstLoad);
const firstTotal = firstLoad.reduce((sum, f) => sum + gz(join(OUT, f)), 0);

const allChunks = walk(join(OUT, '_next/static/chunks'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => relative(OUT, f));
const sources = chunkSources();
const lazy = allChunks
  .filter((f) => !firstSet.has(f) && !nomodule.has(f))
  .map((file) => {
    const held = sources.get(file);
    if (!held) throw new Error(`${file} is not in the last build's chunk maps: build again`);
    return { file, size: gz(join(OUT, file)), ...chunkOwner(held) };
  })
  .sort((a, b) => b.size - a.size);

const failures = [];
console.info('First-load JavaScript (gzip):');
for (const f of firstLoad) console.info(`  ${kb(gz(join(OUT, f))).padStart(9)}  ${f}`);
console.info(`  ${kb(firstTotal).padStart(9)}  total (budget ${kb(FIRST_LOAD_BUDGET)})`);
if (firstTotal > FIRST_LOAD_BUDGET)
  failures.push(`first load ${kb(firstTotal)} > ${kb(FIRST_LOAD_BUDGET)}`);

const shorten = (label) => (label.length > 70 ? `${label.slice(0, 69)}…` : label);
console.info(`Later chunks (gzip; each of the app's own ≤ ${kb(SCREEN_CHUNK_BUDGET)}):`);
for (const c of lazy) {
  const over = c.size > SCREEN_CHUNK_BUDGET;
  const mark = over ? (c.app ? '  ✗' : '  !') : '';
  const owner = c.app ? shorten(c.label) : `libraries: ${shorten(c.label)}`;
  console.info(`  ${kb(c.size).padStart(9)}  ${c.file.padEnd(40)} ${owner}${mark}`);
  if (over && c.app)
    failures.push(`${c.file} (${c.label}) ${kb(c.size)} > ${kb(SCREEN_CHUNK_BUDGET)}`);
}
if (nomodule.size) console.info(`  (not counted: nomodule polyfill ${[...nomodule].join(', ')})`);
const libraries = lazy.filter((c) => !c.app && c.size > SCREEN_CHUNK_BUDGET);
if (libraries.length)
  console.info(
    `  ! over ${kb(SCREEN_CHUNK_BUDGET)}, libraries alone, loaded only on demand: ${libraries.map((c) => c.file).join(', ')}`,
  );

if (failures.length) {
  console.error(`Budget exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.info(
  `first-load JS ${kb(firstTotal)} gzip, every screen chunk ≤ ${kb(SCREEN_CHUNK_BUDGET)}: within budget`,
);
