// Reading and rewriting the files of the static export, for the steps `npm run build` runs after
// `next build`. Paths are relative to the export folder.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every exported HTML page under `dir` (the bundler's `_next` folder holds none). */
export function htmlPages(dir, under = dir) {
  return readdirSync(under).flatMap((name) => {
    const path = join(under, name);
    if (statSync(path).isDirectory()) return name === '_next' ? [] : htmlPages(dir, path);
    return name.endsWith('.html') ? [relative(dir, path)] : [];
  });
}

/** Rewrites each file with `transform`; returns the ones whose text changed. */
export function rewriteFiles(dir, files, transform) {
  return files.filter((file) => {
    const path = join(dir, file);
    const text = readFileSync(path, 'utf8');
    const next = transform(text);
    if (next === text) return false;
    writeFileSync(path, next);
    return true;
  });
}

/** True when the module at `moduleUrl` is the script node was started with (not an import). */
export function invokedDirectly(moduleUrl) {
  return Boolean(process.argv[1]) && moduleUrl === new URL(`file://${process.argv[1]}`).href;
}
