#!/usr/bin/env node
// Generates the service worker over the static export (after `next build`): precaches the shell
// (index.html, hashed _next/static files, manifest, icons) with revisions, answers every
// navigation with the cached index.html (the app is hash-routed), and caches nothing at run time:
// API, RPC, test controls and other origins always go to the network.
//
//   node scripts/build-sw.mjs [--dir out] [--version <label>]
//
// --version stamps <meta name="rwat-build"> into index.html first, so a copy of the export can
// be turned into "the next version" without rebuilding the app (the update test does this).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { generateSW } from 'workbox-build';
import { CHUNK_INDEX, chunkSources, MAPS_DIR } from './chunk-sources.mjs';
import { invokedDirectly } from './export-files.mjs';
import { editHtml } from './export-html.mjs';
import { pageScripts } from './page-scripts.mjs';

/** Same-origin paths that must never be answered from a cache or by the navigation fallback. */
export const NETWORK_ONLY_PATHS = [/\/api(\/|$)/, /\/rpc(\/|$)/, /\/__test(\/|$)/];

export const SHELL_PATTERNS = [
  'index.html',
  '_next/static/**/*.{js,css,woff2,woff,png,svg,webp,json}',
  'manifest.webmanifest',
  'favicon.ico',
  'icons/*.{png,svg}',
];

/** Scripts that only old browsers load (`<script nomodule>`); not worth precaching. */
export const nomoduleScripts = (indexHtml) => pageScripts(indexHtml).nomodule;

/**
 * The libraries of WalletConnect's provider and of the wallet SDK's own modal (which the app does
 * not show, but the provider can import).
 */
const WALLET_APP_LIBRARIES =
  /^node_modules\/(@walletconnect|@reown|@phosphor-icons|@lit|@lit-labs|lit|lit-html|lit-element)\//;

/**
 * Chunks that hold only libraries, WalletConnect's among them: loaded only when a person chooses a
 * wallet app, which needs the network (its relay) anyway. Precached, they would be about 2.7 MB
 * that every installed app downloads in the background, against 1.8 MB for the whole shell.
 * @param {Map<string, string[]>} sources chunk → its sources (`chunkSources()`)
 */
export function walletAppChunks(sources) {
  return [...sources]
    .filter(
      ([, list]) =>
        list.length > 0 &&
        list.every((s) => s.startsWith('node_modules/')) &&
        list.some((s) => WALLET_APP_LIBRARIES.test(s)),
    )
    .map(([chunk]) => chunk);
}

/** The last build's chunk index, or none (an export whose maps were set aside elsewhere). */
function builtChunkSources() {
  return existsSync(join(MAPS_DIR, CHUNK_INDEX)) ? chunkSources() : new Map();
}

/** Adds or replaces the build label (`<meta name="rwat-build">`) in index.html. */
export function stampVersion(indexHtml, version) {
  return editHtml(indexHtml, (document) => {
    let meta = document.head.querySelector('meta[name="rwat-build"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.setAttribute('name', 'rwat-build');
      document.head.prepend(meta);
    }
    meta.setAttribute('content', String(version).replace(/[^\w.-]/g, ''));
  });
}

/**
 * The generateSW options for an export folder; exported so a test can check them. `sources` is
 * the build's chunk index, which names the chunks left to the network.
 */
export function serviceWorkerConfig(dir, sources = new Map()) {
  const index = readFileSync(join(dir, 'index.html'), 'utf8');
  return {
    globDirectory: dir,
    globPatterns: SHELL_PATTERNS,
    globIgnores: [...nomoduleScripts(index), ...walletAppChunks(sources)],
    swDest: join(dir, 'sw.js'),
    mode: 'production',
    sourcemap: false,
    inlineWorkboxRuntime: true,
    cacheId: 'rwat',
    // Hashed file names change with their content: no cache-busting query needed.
    dontCacheBustURLsMatching: /^_next\/static\//,
    cleanupOutdatedCaches: true,
    // A new version waits until the person accepts the update prompt.
    skipWaiting: false,
    clientsClaim: false,
    navigateFallback: 'index.html',
    navigateFallbackDenylist: NETWORK_ONLY_PATHS,
    // No runtime caching: whatever is not in the precache goes to the network untouched.
    runtimeCaching: [],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  };
}

export async function buildServiceWorker({ dir = 'out', version } = {}) {
  const indexFile = join(dir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: run next build first`);
  if (version) writeFileSync(indexFile, stampVersion(readFileSync(indexFile, 'utf8'), version));
  const result = await generateSW(serviceWorkerConfig(dir, builtChunkSources()));
  for (const warning of result.warnings) console.warn(`service worker: ${warning}`);
  return result;
}

if (invokedDirectly(import.meta.url)) {
  const { values } = parseArgs({
    options: { dir: { type: 'string', default: 'out' }, version: { type: 'string' } },
  });
  const { count, size } = await buildServiceWorker({ dir: values.dir, version: values.version });
  console.info(
    `service worker: ${join(values.dir, 'sw.js')} precaches ${count} files, ${(size / 1024).toFixed(0)} KB`,
  );
}
