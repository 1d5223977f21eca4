#!/usr/bin/env node
// Compiles the page's first script (lib/start/first-script.ts, ordinary TypeScript with its
// imports) with esbuild into one small self-running script, and writes it into the empty
// `<script data-first-script>` the layout puts first in <head> of every exported page. Runs after
// `next build` and before scripts/frame-guard.mjs and scripts/csp.mjs (which allows it by its
// hash); running it twice changes nothing.
//
//   node scripts/inline-first-script.mjs [out]
import { buildSync } from 'esbuild';
import { htmlPages, invokedDirectly, rewriteFiles } from './export-files.mjs';
import { editHtml } from './export-html.mjs';

export const FIRST_SCRIPT_ENTRY = 'lib/start/first-script.ts';

/** The first script as shipped: the entry and what it imports, minified, in one function. */
export function compileFirstScript(entry = FIRST_SCRIPT_ENTRY) {
  const result = buildSync({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    // The browsers the app supports (Safari 15 and Chromium 100 or later) read it as written.
    target: ['es2020', 'safari15', 'chrome100'],
    tsconfig: 'tsconfig.json',
    legalComments: 'none',
  });
  return result.outputFiles[0].text.trim();
}

/**
 * The page with `code` as the text of its `<script data-first-script>`.
 * @param {string} html @param {string} code
 */
export function withFirstScript(html, code) {
  return editHtml(html, (document) => {
    const script = document.querySelector('script[data-first-script]');
    if (!script) return false;
    script.textContent = code;
  });
}

/** Writes the compiled script into every exported page under `dir`; returns the pages changed. */
export function addFirstScript(dir = 'out') {
  const code = compileFirstScript();
  return rewriteFiles(dir, htmlPages(dir), (html) => withFirstScript(html, code));
}

if (invokedDirectly(import.meta.url)) {
  const dir = process.argv[2] ?? 'out';
  const pages = addFirstScript(dir);
  console.info(`first script: compiled into ${pages.length} HTML file(s) in ${dir}`);
}
