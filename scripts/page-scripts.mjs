// The scripts an exported HTML page loads, read from its parsed markup: `<script src>` and
// preloaded scripts, with `nomodule` ones (polyfills for old browsers, which modern ones skip)
// kept apart. Paths are relative to the export folder, e.g. `_next/static/chunks/a1b2.js`;
// scripts of other origins are left out.
import { parseHtml } from './export-html.mjs';

// Resolving against a stand-in origin turns './x', 'x' and '/x' into one path.
const EXPORT_ORIGIN = 'http://export.invalid/';

/** The export-relative path of a same-origin URL, or undefined for another origin's. */
function local(url) {
  const resolved = new URL(url, EXPORT_ORIGIN);
  if (resolved.origin !== new URL(EXPORT_ORIGIN).origin) return undefined;
  return decodeURIComponent(resolved.pathname.slice(1));
}

/** True for `<link rel="preload" as="script">` and `<link rel="modulepreload">`. */
function preloadsScript(link) {
  const rel = (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
  if (rel.includes('modulepreload')) return true;
  return rel.includes('preload') && (link.getAttribute('as') ?? '').toLowerCase() === 'script';
}

/** @param {string} html @returns {{ first: string[], nomodule: string[] }} */
export function pageScripts(html) {
  const document = parseHtml(html);
  const first = new Set();
  const nomodule = new Set();
  for (const script of document.querySelectorAll('script[src]')) {
    const path = local(script.getAttribute('src') ?? '');
    if (path) (script.hasAttribute('nomodule') ? nomodule : first).add(path);
  }
  for (const link of document.querySelectorAll('link[href]')) {
    const path = preloadsScript(link) ? local(link.getAttribute('href') ?? '') : undefined;
    if (path) first.add(path);
  }
  return { first: [...first], nomodule: [...nomodule] };
}
