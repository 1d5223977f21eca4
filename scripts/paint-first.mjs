#!/usr/bin/env node
// Paint first, then load the app: the exported page's start-up scripts are requested only once
// the page has shown its first content (the shell and home's introduction, all static HTML).
//
// Why: async scripts run the moment they arrive, even before the first paint. When they come
// quickly (a repeat visit served by the service worker, a fast network on a slow phone) the
// framework's start-up runs ahead of the paint and holds back the first thing a person sees.
// Requested after the first contentful paint they can never do that, and on a slow network the
// wait costs less than a frame: the HTML itself is still what the first paint waits for.
//
// The scripts' `<script async>` tags and their preloads are replaced by one small inline loader
// whose text never changes (so the page's CSP allows it by one fixed hash); the list lives in its
// `data-scripts` attribute, which scripts/page-scripts.mjs reads as well. The loader starts them
// on the first contentful paint, or, where paint timing is unknown, shortly after the first
// frame; a page that is not visible paints nothing and loads them at once.
// Runs after `next build`, before the CSP and the service worker; running it twice changes
// nothing.
//
//   node scripts/paint-first.mjs [out]
import { htmlPages, rewriteFiles } from './export-files.mjs';

/** The loader's text: constant, whatever the build, so its CSP hash is constant too. */
export const LOADER = [
  '(function(){',
  'var d=document,c=d.currentScript,l=c.getAttribute("data-scripts").split(" "),o;',
  'function go(){if(!l)return;var s=l;l=null;if(o)o.disconnect();',
  'for(var i=0;i<s.length;i++){var e=d.createElement("script");e.src=s[i];e.async=true;d.head.appendChild(e)}}',
  'try{o=new PerformanceObserver(function(x){if(x.getEntriesByName("first-contentful-paint").length)go()});',
  'o.observe({type:"paint",buffered:true})}catch(e){}',
  'if(d.visibilityState!=="visible")go();',
  'else requestAnimationFrame(function(){setTimeout(go,100)})',
  '})()',
].join('');

const ASYNC_SCRIPT =
  /<script\b(?=[^>]*\basync\b)(?![^>]*\bnomodule\b)[^>]*\bsrc="([^"]+\.js)"[^>]*><\/script>/gi;
const SCRIPT_PRELOAD =
  /<link\b(?=[^>]*\brel="(?:preload|modulepreload)")(?=[^>]*\bas="script")[^>]*\bhref="([^"]+)"[^>]*\/?>/gi;
const MARK = '\u0000loader\u0000';

const escapeAttr = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The page with its async start-up scripts behind the loader, which takes the place of the
 * first of them; a page without any (or already done) comes back unchanged.
 * @param {string} html
 */
export function paintFirst(html) {
  /** @type {string[]} */
  const sources = [];
  const body = html.replace(ASYNC_SCRIPT, (_tag, src) => {
    const first = sources.length === 0;
    if (!sources.includes(src)) sources.push(src);
    return first ? MARK : '';
  });
  if (sources.length === 0) return html;
  const loader = `<script data-scripts="${escapeAttr(sources.join(' '))}">${LOADER}</script>`;
  return (
    body
      // A preload would fetch the file before the paint, which is what this step prevents.
      .replace(SCRIPT_PRELOAD, (tag, href) => (sources.includes(href) ? '' : tag))
      .replace(MARK, loader)
  );
}

/** Applies paintFirst to every exported HTML page under `dir`; returns the pages it changed. */
export function applyPaintFirst(dir = 'out') {
  return rewriteFiles(dir, htmlPages(dir), paintFirst);
}

const invokedDirectly =
  process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (invokedDirectly) {
  const dir = process.argv[2] ?? 'out';
  const changed = applyPaintFirst(dir);
  console.info(
    `paint first: ${changed.length} page(s) in ${dir} load their scripts after the first paint`,
  );
}
