// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServiceWorker,
  NETWORK_ONLY_PATHS,
  nomoduleScripts,
  serviceWorkerConfig,
  stampVersion,
  walletAppChunks,
} from './build-sw.mjs';
import { parseHtml } from './export-html.mjs';

const INDEX = `<!DOCTYPE html><html><head><meta charset="utf-8"/>
<script src="./_next/static/chunks/polyfill.js" noModule=""></script>
<script src="./_next/static/chunks/main.js" async=""></script></head><body></body></html>`;

/** A miniature export, with things beside the shell that must never be precached. */
const FILES: Record<string, string> = {
  'index.html': INDEX,
  '404.html': '<p>not found</p>',
  'index.txt': 'rsc payload',
  '_next/static/chunks/main.js': 'console.log(1)',
  '_next/static/chunks/screen.js': 'console.log(2)',
  '_next/static/chunks/polyfill.js': 'console.log(3)',
  '_next/static/chunks/app.css': 'body{}',
  'manifest.webmanifest': '{}',
  'favicon.ico': 'ico',
  'icons/icon-192.png': 'png',
  'icons/icon.svg': '<svg/>',
  'sw-kill.js': '// kill switch',
  'api/user/info.json': '{}',
  'rpc/index.html': 'rpc',
  '__test/reset.json': '{}',
};

let dir: string;
let precached: string[];
let worker: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rwat-sw-'));
  for (const [name, body] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), body);
  }
  await buildServiceWorker({ dir });
  worker = readFileSync(join(dir, 'sw.js'), 'utf8');
  precached = [...worker.matchAll(/\{url:"([^"]+)",revision:/g)].map((m) => m[1] ?? '');
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('service worker build', () => {
  it('precaches the shell: index.html, hashed static files, manifest and icons', () => {
    expect(precached.sort()).toEqual(
      [
        'index.html',
        '_next/static/chunks/main.js',
        '_next/static/chunks/screen.js',
        '_next/static/chunks/app.css',
        'manifest.webmanifest',
        'favicon.ico',
        'icons/icon-192.png',
        'icons/icon.svg',
      ].sort(),
    );
  });

  it('never precaches API, RPC or test-control paths, nor the nomodule polyfill', () => {
    for (const url of precached) {
      expect(url).not.toMatch(/(^|\/)(api|rpc|__test)(\/|$)/);
      expect(url).not.toContain('polyfill');
    }
  });

  it('revisions index.html and trusts hashed names for the rest', () => {
    expect(worker).toMatch(/\{url:"index.html",revision:"[0-9a-f]{32}"\}/);
    expect(worker).toContain('{url:"_next/static/chunks/main.js",revision:null}');
  });

  it('has no runtime caching and waits for the person to accept an update', () => {
    const config = serviceWorkerConfig(dir);
    expect(config.runtimeCaching).toEqual([]);
    expect(config.skipWaiting).toBe(false);
    expect(config.clientsClaim).toBe(false);
    expect(worker).not.toContain('clients.claim');
    // skipWaiting only answers the update prompt's message.
    expect(worker.match(/skipWaiting\(\)/g)).toHaveLength(1);
    expect(worker).toMatch(/"SKIP_WAITING"===\w+\.data\.type&&self\.skipWaiting\(\)/);
    expect(worker).not.toMatch(/registerRoute\(\s*new RegExp/);
  });

  it('answers navigations with index.html, except API, RPC and test controls', () => {
    const config = serviceWorkerConfig(dir);
    expect(config.navigateFallback).toBe('index.html');
    const denied = (path: string) => NETWORK_ONLY_PATHS.some((re: RegExp) => re.test(path));
    expect(denied('/api/user/info')).toBe(true);
    expect(denied('/sub/api')).toBe(true);
    expect(denied('/rpc')).toBe(true);
    expect(denied('/__test/reset')).toBe(true);
    expect(denied('/')).toBe(false);
    expect(denied('/apiary/')).toBe(false);
  });

  it('leaves the chunks of WalletConnect to the network, never a chunk of the app or of a shared library', () => {
    const sources = new Map([
      [
        '_next/static/chunks/wc.js',
        ['node_modules/@walletconnect/core/index.js', 'node_modules/viem/x.js'],
      ],
      [
        '_next/static/chunks/modal.js',
        ['node_modules/lit-html/lit-html.js', 'node_modules/@reown/appkit/x.js'],
      ],
      ['_next/static/chunks/viem.js', ['node_modules/viem/x.js', 'node_modules/ox/y.js']],
      [
        '_next/static/chunks/pairing.js',
        ['lib/chain/walletconnect-connector.ts', 'node_modules/@walletconnect/types/x.js'],
      ],
      ['_next/static/chunks/loader.js', []],
    ]);
    expect(walletAppChunks(sources)).toEqual([
      '_next/static/chunks/wc.js',
      '_next/static/chunks/modal.js',
    ]);
    const config = serviceWorkerConfig(dir, sources);
    expect(config.globIgnores).toEqual(
      expect.arrayContaining(['_next/static/chunks/polyfill.js', '_next/static/chunks/wc.js']),
    );
    expect(config.globIgnores).not.toContain('_next/static/chunks/viem.js');
  });

  it('stamps a build label once, and finds nomodule scripts', () => {
    const labels = (html: string) =>
      [...parseHtml(html).querySelectorAll('meta[name="rwat-build"]')].map((m) =>
        m.getAttribute('content'),
      );
    const once = stampVersion(INDEX, 'v2');
    expect(labels(once)).toEqual(['v2']);
    expect(labels(stampVersion(once, 'v3'))).toEqual(['v3']);
    expect(labels(stampVersion(INDEX, '"><script>x</script>'))).toEqual(['scriptxscript']);
    expect(nomoduleScripts(INDEX)).toEqual(['_next/static/chunks/polyfill.js']);
  });
});
