#!/usr/bin/env node
// Paint first, then load the app: the exported page's start-up scripts are requested only once
// the page has shown its first content (the shell and home's introduction, all static HTML).
//
// Why: async scripts run the moment they arrive, even before the first paint. When they come
// quickly (a repeat visit served by the service worker, a fast network on a slow phone) the
// framework's start-up runs ahead of the paint and holds back the first thing a person sees.
// Requested after the first contentful paint they can never do that. On a slow first visit they
// start one paint later than they would have (README, Performance, measures what that costs).
//
// The scripts' `<script async>` tags and their preloads are replaced by one small inline loader
// whose text never changes (so the page's CSP allows it by one fixed hash); the list lives in its
// `data-scripts` attribute, which scripts/page-scripts.mjs reads as well.
// Runs after `next build`, before the CSP and the service worker; running it twice changes
// nothing.
//
//   node scripts/paint-first.mjs [out]
import { htmlPages, invokedDirectly, rewriteFiles } from './export-files.mjs';

/**
 * The loader's text: constant, whatever the build, so its CSP hash is constant too. It loads the
 * scripts once: on the first contentful paint; where paint timing is unknown, 100 ms after the
 * first frame; at once in a page that is or becomes hidden (it paints nothing); and after 2 s in
 * any case, so a browser that never draws a frame still gets the app.
 */
export const LOADER = [
  '(function(){',
  'var d=document,l=d.currentScript.getAttribute("data-scripts").split(" "),P=window.PerformanceObserver,o;',
  'function go(){if(!l)return;var s=l;l=null;if(o)o.disconnect();',
  'for(var i=0;i<s.length;i++){var e=d.createElement("script");e.src=s[i];e.async=true;d.head.appendChild(e)}}',
  'function hidden(){if(d.visibilityState!=="visible")go()}',
  'hidden();d.addEventListener("visibilitychange",hidden);setTimeout(go,2000);',
  'try{if(P.supportedEntryTypes.indexOf("paint")<0)throw 0;',
  'o=new P(function(x){if(x.getEntriesByName("first-contentful-paint").length)go()});',
  'o.observe({type:"paint",buffered:true})}',
  'catch(e){requestAnimationFrame(function(){setTimeout(go,100)})}',
  '})()',
].join('');

/** A tag's attributes by lower-case name (valueless ones as ''), values as written. */
function attributes(text) {
  const found = new Map();
  for (const m of text.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*"([^"]*)")?/g))
    found.set(m[1].toLowerCase(), m[2] ?? '');
  return found;
}

// What the loader's plain `<script src async>` reproduces; a start-up script with anything else
// (a module, integrity, a nonce) must not be quietly changed, so the build stops instead.
const CARRIED = new Set(['src', 'async']);

/**
 * The page with its async start-up scripts (and their preloads) behind one loader at the end of
 * <head>, after every script the page's own markup puts there; a page without any (or already
 * done) comes back unchanged.
 * @param {string} html
 */
export function paintFirst(html) {
  /** @type {string[]} */
  const sources = [];
  const rest = html.replace(/<script\b([^>]*)><\/script>/gi, (tag, text) => {
    const attrs = attributes(text);
    if (!attrs.has('async') || !attrs.get('src') || attrs.has('nomodule')) return tag;
    const foreign = [...attrs.keys()].filter((name) => !CARRIED.has(name));
    if (foreign.length > 0)
      throw new Error(`paint first: cannot defer ${tag} (it has ${foreign.join(', ')})`);
    const src = attrs.get('src') ?? '';
    if (!sources.includes(src)) sources.push(src);
    return '';
  });
  if (sources.length === 0) return html;
  // Attribute values are copied as written (already escaped for a double-quoted attribute).
  const loader = `<script data-scripts="${sources.join(' ')}">${LOADER}</script>`;
  return (
    rest
      // A preload would fetch the file before the paint, which is what this step prevents.
      .replace(/<link\b([^>]*)>/gi, (tag, text) => {
        const attrs = attributes(text);
        const preload = /^(?:preload|modulepreload)$/i.test(attrs.get('rel') ?? '');
        return preload && attrs.get('as') === 'script' && sources.includes(attrs.get('href') ?? '')
          ? ''
          : tag;
      })
      .replace('</head>', `${loader}</head>`)
  );
}

/** Applies paintFirst to every exported HTML page under `dir`; returns the pages it changed. */
export function applyPaintFirst(dir = 'out') {
  return rewriteFiles(dir, htmlPages(dir), paintFirst);
}

if (invokedDirectly(import.meta.url)) {
  const dir = process.argv[2] ?? 'out';
  const changed = applyPaintFirst(dir);
  console.info(
    `paint first: ${changed.length} page(s) in ${dir} load their scripts after the first paint`,
  );
}
