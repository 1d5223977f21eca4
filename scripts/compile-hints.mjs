#!/usr/bin/env node
// Marks every script the exported page loads at start-up with V8's compile hint
// (`//# allFunctionsCalledOnLoad`, Chromium 136+): nearly all of their functions run while the
// page starts, so the browser compiles them eagerly on a background thread as they download,
// instead of one function at a time on the main thread while the app hydrates. On a slow phone
// that is most of the start-up's longest task. Other engines read it as a plain comment.
// Runs after `next build` and before the service worker is generated; running it twice changes
// nothing.
//
//   node scripts/compile-hints.mjs [out]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { invokedDirectly, rewriteFiles } from './export-files.mjs';
import { pageScripts } from './page-scripts.mjs';
import { startTechniqueOff } from './start-switches.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The script with the hint as its first line (a hint anywhere else is ignored by V8). */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/** Adds the hint to the start-up scripts of `dir/index.html`; returns the files it marked. */
export function addCompileHints(dir = 'out') {
  const { first } = pageScripts(readFileSync(join(dir, 'index.html'), 'utf8'));
  return rewriteFiles(dir, first, withCompileHint);
}

if (invokedDirectly(import.meta.url) && startTechniqueOff('compile-hints')) {
  console.info('compile hints: off for this build (RWAT_START_OFF)');
} else if (invokedDirectly(import.meta.url)) {
  const dir = process.argv[2] ?? 'out';
  const marked = addCompileHints(dir);
  console.info(
    `compile hints: ${marked.length} start-up script(s) in ${dir} marked for eager compilation`,
  );
}
