#!/usr/bin/env node
// Checks the 14 catalogues against English and against the code: every key present, no empty
// string, the same ICU placeholders, no value left in English, and every key the code uses
// defined. Exits 1 with a list of problems. `--dir` and `--src` let tests point it elsewhere.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : args[i + 1];
};
const dir = opt('--dir', 'messages');
const srcDirs = opt('--src', 'app,components,lib').split(',');

/** Values that read the same in every language (names, symbols, units). */
const SAME_EVERYWHERE =
  /^(RWAT|RWAC|USDT|BNB|U|\{[a-z]+\}\s*U|[\d\s.,:%{}a-zA-Z]*\{[a-z]+\}[\s.,:%]*|OK|ID|—|·)$/;

/**
 * A loanword that is the language's own word for the thing, kept where a language has no
 * shorter one: the tab's short label "Staking" (Spanish, Portuguese and Indonesian write
 * "staking" too, as in their full names "Hacer staking", "Fazer staking", "Staking Aset").
 */
const LOANWORDS = new Map([['tabs.short.staking', new Set(['es.json', 'pt.json', 'id.json'])]]);

const flat = (obj, prefix = '') =>
  Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flat(v, `${prefix}${k}.`) : [[`${prefix}${k}`, v]],
  );

/** The ICU argument names of a message, e.g. "{count, plural, one {…}}" → ["count:plural"]. */
function placeholders(message) {
  const names = [];
  for (const m of String(message).matchAll(
    /\{\s*([a-zA-Z0-9_]+)\s*(?:,\s*(plural|select|selectordinal|number|date|time))?/g,
  )) {
    names.push(m[2] ? `${m[1]}:${m[2]}` : m[1]);
  }
  return [...new Set(names)].sort().join(',');
}

const problems = [];
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
const load = (f) => new Map(flat(JSON.parse(readFileSync(join(dir, f), 'utf8'))));
const en = load('en.json');
if (files.length !== 14) problems.push(`expected 14 catalogues, found ${files.length}`);

for (const f of files) {
  let cat;
  try {
    cat = load(f);
  } catch (e) {
    problems.push(`${f}: not valid JSON (${e.message})`);
    continue;
  }
  for (const [key, value] of cat) {
    if (typeof value !== 'string' || !value.trim()) problems.push(`${f}: ${key} is empty`);
    if (!en.has(key)) problems.push(`${f}: ${key} is not in en.json`);
  }
  for (const [key, value] of en) {
    if (!cat.has(key)) {
      problems.push(`${f}: ${key} is missing`);
      continue;
    }
    const other = cat.get(key);
    if (placeholders(other) !== placeholders(value)) {
      problems.push(
        `${f}: ${key} placeholders {${placeholders(other)}} differ from en {${placeholders(value)}}`,
      );
    }
    if (
      f !== 'en.json' &&
      other === value &&
      !SAME_EVERYWHERE.test(value) &&
      !LOANWORDS.get(key)?.has(f)
    ) {
      problems.push(`${f}: ${key} is still English`);
    }
  }
}

// Keys are written in full in code ('ns.key'), so every use can be found and checked.
const namespaces = new Set([...en.keys()].map((k) => k.split('.')[0]));
const walk = (d) =>
  readdirSync(d).flatMap((name) => {
    const p = join(d, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
const sources = srcDirs
  .flatMap((d) => {
    try {
      return walk(d);
    } catch {
      return [];
    }
  })
  .filter((p) => /\.(ts|tsx)$/.test(p) && !/\.test\.tsx?$/.test(p));
for (const file of sources) {
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/['"`]([a-zA-Z]+)\.([a-zA-Z0-9_.]+)['"`]/g)) {
    if (!namespaces.has(m[1])) continue;
    const key = `${m[1]}.${m[2]}`;
    const isPrefix = [...en.keys()].some((k) => k.startsWith(`${key}.`));
    if (!en.has(key) && !isPrefix)
      problems.push(`${file}: uses ${key}, which en.json does not define`);
  }
}

if (problems.length) {
  console.error(`Message catalogues: ${problems.length} problem(s)`);
  for (const p of problems.slice(0, 200)) console.error(`  ${p}`);
  if (problems.length > 200) console.error(`  … and ${problems.length - 200} more`);
  process.exit(1);
}
console.info(`Message catalogues: ${files.length} languages × ${en.size} keys, all complete`);
