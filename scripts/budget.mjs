#!/usr/bin/env node
// Size budgets of the static export (gzip): the JavaScript that out/index.html loads before
// anything else, and the chunks each lazy screen loads when it opens. Prints a table per chunk
// with the screen (or language catalogue) it belongs to; exits 1 when a budget is exceeded.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { lazyChunks } from './lazy-chunks.mjs';
import { pageScripts } from './page-scripts.mjs';

const OUT = process.env.BUDGET_OUT ?? 'out';
// The page's own scripts carry Home (most visits start there): with the start's words, all a
// guest's Home loads, which must stay within 185 KB (README, Performance). The start's words
// are at most 3.6 KB (Russian), so the scripts get 181 KB: 177.8 KB now, of which ky, the API
// layer the design names, is 4.1 KB (173.7 KB with the hand-written transport before it).
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

/**
 * Each chunk's screens (or language catalogues). Chunks that a lazy chunk loads in turn (the
 * wallet library) are labelled "via <name>".
 */
function owners(files) {
  const { named, definitions } = lazyChunks(
    new Map(files.map((f) => [f, readFileSync(join(OUT, f), 'utf8')])),
  );
  const direct = new Map();
  const indirect = new Map();
  const add = (map, file, label) => map.set(file, [...new Set([...(map.get(file) ?? []), label])]);
  for (const [name, list] of named) for (const file of list) add(direct, file, name);
  for (const [file, names] of [...direct]) {
    for (const { file: definedIn, list } of definitions) {
      if (definedIn !== file) continue;
      for (const child of list)
        if (!direct.has(child)) for (const n of names) add(indirect, child, n);
    }
  }
  return { direct, indirect, screens: new Set(named.keys()) };
}

const page = pageScripts(readFileSync(join(OUT, 'index.html'), 'utf8'));
const firstLoad = page.first;
const nomodule = new Set(page.nomodule);
const firstSet = new Set(firstLoad);
const firstTotal = firstLoad.reduce((sum, f) => sum + gz(join(OUT, f)), 0);

const allChunks = walk(join(OUT, '_next/static/chunks'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => relative(OUT, f));
const { direct, indirect } = owners(allChunks);
const lazy = allChunks
  .filter((f) => !firstSet.has(f) && !nomodule.has(f))
  .map((file) => ({
    file,
    size: gz(join(OUT, file)),
    screens: direct.get(file) ?? [],
    via: indirect.get(file) ?? [],
  }))
  .sort((a, b) => b.size - a.size);

const failures = [];
console.info('First-load JavaScript (gzip):');
for (const f of firstLoad) console.info(`  ${kb(gz(join(OUT, f))).padStart(9)}  ${f}`);
console.info(`  ${kb(firstTotal).padStart(9)}  total (budget ${kb(FIRST_LOAD_BUDGET)})`);
if (firstTotal > FIRST_LOAD_BUDGET)
  failures.push(`first load ${kb(firstTotal)} > ${kb(FIRST_LOAD_BUDGET)}`);

const ownerOf = (c) => {
  const list = (names) =>
    names.length > 4 ? `${names.slice(0, 4).join(', ')} +${names.length - 4}` : names.join(', ');
  if (c.screens.length) return list(c.screens);
  if (c.via.length) return `on demand, via ${list(c.via)}`;
  return 'shared / not attributed';
};
console.info(`Lazy chunks (gzip; each chunk a screen opens with ≤ ${kb(SCREEN_CHUNK_BUDGET)}):`);
for (const c of lazy) {
  const over = c.size > SCREEN_CHUNK_BUDGET;
  const budgeted = c.screens.length > 0;
  const mark = over ? (budgeted ? '  ✗' : '  !') : '';
  console.info(`  ${kb(c.size).padStart(9)}  ${c.file.padEnd(40)} ${ownerOf(c)}${mark}`);
  if (over && budgeted)
    failures.push(`${c.file} (${ownerOf(c)}) ${kb(c.size)} > ${kb(SCREEN_CHUNK_BUDGET)}`);
}
if (nomodule.size) console.info(`  (not counted: nomodule polyfill ${[...nomodule].join(', ')})`);
const unbudgeted = lazy.filter((c) => !c.screens.length && c.size > SCREEN_CHUNK_BUDGET);
if (unbudgeted.length)
  console.info(
    `  ! over ${kb(SCREEN_CHUNK_BUDGET)} but loaded only on demand (not a screen's own chunk): ${unbudgeted.map((c) => c.file).join(', ')}`,
  );

if (failures.length) {
  console.error(`Budget exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.info(
  `first-load JS ${kb(firstTotal)} gzip, every screen chunk ≤ ${kb(SCREEN_CHUNK_BUDGET)}: within budget`,
);
