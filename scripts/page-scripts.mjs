// The scripts an exported HTML page loads, read from its markup: `<script src>`, preloaded
// scripts and the list of the paint-first loader (`data-scripts`, see paint-first.mjs), with
// `nomodule` ones (legacy polyfills modern browsers skip) kept apart. Paths are relative to the
// export folder, e.g. `_next/static/chunks/a1b2.js`.
import { posix } from 'node:path';

const local = (src) => posix.normalize(src.replace(/^\.?\//, ''));

/** @param {string} html @returns {{ first: string[], legacy: string[] }} */
export function pageScripts(html) {
  const first = new Set();
  const legacy = new Set();
  for (const m of html.matchAll(/<script([^>]*)>/g)) {
    const attrs = m[1];
    const src = /src="([^"]+\.js)"/.exec(attrs)?.[1];
    if (src) (/\bnomodule\b/i.test(attrs) ? legacy : first).add(local(src));
    const later = /data-scripts="([^"]*)"/.exec(attrs)?.[1];
    for (const path of later?.split(' ') ?? []) if (path) first.add(local(path));
  }
  for (const m of html.matchAll(
    /<link[^>]+rel="(?:modulepreload|preload)"[^>]+href="([^"]+\.js)"/g,
  ))
    first.add(local(m[1]));
  return { first: [...first], legacy: [...legacy] };
}
