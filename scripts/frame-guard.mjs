#!/usr/bin/env node
// Puts the frame guard first in <head> of every exported page: inside a frame of another
// origin the page stops loading before any of its scripts, styles or content, so no site can
// lay the app under its own buttons (clickjacking). `public/_headers` forbids framing too
// (frame-ancestors 'none', X-Frame-Options: DENY); this holds where a host ignores that file.
// Runs after `next build` and before scripts/csp.mjs, which allows the guard by its hash;
// running it twice changes nothing.
//
//   node scripts/frame-guard.mjs [out]
import { htmlPages, invokedDirectly, rewriteFiles } from './export-files.mjs';
import { editHtml } from './export-html.mjs';

/**
 * The guard as shipped. A page of another origin around this one cannot be read, so asking for
 * its origin throws; a frame of this same origin may stay. Stopping the load aborts the parser
 * (nothing after this script is read or fetched), and what was read so far is emptied: the
 * frame shows nothing of the app.
 */
export const FRAME_GUARD =
  '(function(){var foreign;try{foreign=window.top!==window.self&&window.top.location.origin!==window.location.origin}catch(e){foreign=true}if(!foreign)return;window.stop();var d=document.documentElement;while(d.firstChild)d.removeChild(d.firstChild)})()';

/** The attribute that marks the guard, so a second run replaces it instead of adding one. */
const MARK = 'data-frame-guard';

/**
 * The page with the guard as the first script of <head>, right after the character set (the
 * policy <meta> goes between them later, which still precedes every script).
 * @param {string} html
 */
export function withFrameGuard(html) {
  return editHtml(html, (document) => {
    for (const old of document.querySelectorAll(`script[${MARK}]`)) old.remove();
    const script = document.createElement('script');
    script.setAttribute(MARK, '');
    script.textContent = FRAME_GUARD;
    const charset = document.head.querySelector('meta[charset]');
    if (charset) charset.after(script);
    else document.head.prepend(script);
  });
}

/** Writes the guard into every exported page under `dir`; returns the pages it changed. */
export function addFrameGuard(dir = 'out') {
  return rewriteFiles(dir, htmlPages(dir), withFrameGuard);
}

if (invokedDirectly(import.meta.url)) {
  const dir = process.argv[2] ?? 'out';
  const pages = htmlPages(dir);
  addFrameGuard(dir);
  console.info(`Frame guard written into ${pages.length} HTML file(s)`);
}
