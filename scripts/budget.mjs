#!/usr/bin/env node
// Size budgets of the static export: the JavaScript that out/index.html loads before anything
// else (gzip), and each lazily loaded chunk. Prints a table; exits 1 when a budget is exceeded.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const OUT = 'out';
const FIRST_LOAD_BUDGET = 170 * 1024;
const CHUNK_BUDGET = 25 * 1024;

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Scripts the HTML loads: <script src> plus preloaded modules. */
function scriptsOf(htmlFile) {
  const html = readFileSync(htmlFile, 'utf8');
  const srcs = new Set();
  for (const m of html.matchAll(/<script([^>]*)>/g)) {
    const attrs = m[1];
    const src = /src="([^"]+\.js)"/.exec(attrs)?.[1];
    // Modern browsers skip nomodule scripts (legacy polyfills): they are not first-load cost.
    if (src && !/nomodule/i.test(attrs)) srcs.add(src);
  }
  for (const m of html.matchAll(
    /<link[^>]+rel="(?:modulepreload|preload)"[^>]+href="([^"]+\.js)"/g,
  ))
    srcs.add(m[1]);
  return [...srcs].map((src) => join(OUT, src.replace(/^\.?\//, '')));
}

const firstLoad = scriptsOf(join(OUT, 'index.html'));
const firstSet = new Set(firstLoad.map((f) => relative(OUT, f)));
const firstTotal = firstLoad.reduce((sum, f) => sum + gz(f), 0);

const lazy = walk(join(OUT, '_next/static/chunks'))
  .filter((f) => f.endsWith('.js') && !firstSet.has(relative(OUT, f)))
  .map((f) => ({ file: relative(OUT, f), size: gz(f) }))
  .sort((a, b) => b.size - a.size);

const failures = [];
console.info('First-load JavaScript (gzip):');
for (const f of firstLoad) console.info(`  ${kb(gz(f)).padStart(9)}  ${relative(OUT, f)}`);
console.info(`  ${kb(firstTotal).padStart(9)}  total (budget ${kb(FIRST_LOAD_BUDGET)})`);
if (firstTotal > FIRST_LOAD_BUDGET)
  failures.push(`first load ${kb(firstTotal)} > ${kb(FIRST_LOAD_BUDGET)}`);

console.info(`Lazy chunks (gzip, budget ${kb(CHUNK_BUDGET)} each, largest first):`);
for (const c of lazy.slice(0, 25)) console.info(`  ${kb(c.size).padStart(9)}  ${c.file}`);
if (lazy.length > 25) console.info(`  … ${lazy.length - 25} more`);

const budgetScope = process.env.BUDGET_CHUNKS === 'all' ? lazy : [];
for (const c of budgetScope)
  if (c.size > CHUNK_BUDGET) failures.push(`${c.file} ${kb(c.size)} > ${kb(CHUNK_BUDGET)}`);

if (failures.length) {
  console.error(`Budget exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.info(`first-load JS ${kb(firstTotal)} gzip: within budget`);
