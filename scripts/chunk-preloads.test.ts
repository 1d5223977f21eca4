// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addChunkPreloads,
  languageIds,
  loaderChunks,
  partChunks,
  preloadedParts,
  reachable,
  SESSION_PARTS,
  staticImports,
  withPreloadedChunks,
} from './chunk-preloads.mjs';
import { parseHtml } from './export-html.mjs';

/** The map the first script reads, as the page carries it. */
const wantedPreloads = (html: string) =>
  JSON.parse(parseHtml(html).querySelector('script')?.getAttribute('data-preloads') ?? '{}');

const PAGE =
  '<html><head><script data-first-script="" data-preloads="{}"></script><script src="./_next/static/chunks/page.js"></script></head><body></body></html>';

describe('a part’s chunks', () => {
  // a → b → c statically; a → d by import(); e stands apart.
  const graph = new Map([
    ['a.ts', ['b.ts', 'node_modules/lib/index.js']],
    ['b.ts', ['c.ts']],
    ['c.ts', []],
    ['d.ts', []],
  ]);

  it('are reached by static imports only, from the entry', () => {
    expect([...reachable(graph, 'a.ts')].sort()).toEqual([
      'a.ts',
      'b.ts',
      'c.ts',
      'node_modules/lib/index.js',
    ]);
  });

  it('are the chunks outside the page’s scripts that hold one of its modules', () => {
    const sources = new Map([
      ['_next/static/chunks/page.js', ['c.ts', 'app/page.tsx']],
      ['_next/static/chunks/a.js', ['a.ts']],
      ['_next/static/chunks/b.js', ['b.ts', 'node_modules/lib/x.js']],
      ['_next/static/chunks/d.js', ['d.ts']],
    ]);
    const page = new Set(['_next/static/chunks/page.js']);
    expect(partChunks({ part: 'a.ts' }, graph, sources, page)).toEqual({
      part: ['_next/static/chunks/a.js', '_next/static/chunks/b.js'],
    });
    const withLoader = new Map([...sources, ['_next/static/chunks/loads.js', []]]);
    expect(loaderChunks(withLoader, page)).toEqual(['_next/static/chunks/loads.js']);
    expect(() => partChunks({ gone: 'e.ts' }, graph, sources, page)).toThrow(
      'no chunk holds e.ts (gone) or its imports',
    );
  });

  it('follow the app’s imports as the app resolves them, and no import()', async () => {
    const entry = SESSION_PARTS.sessionRuntime!;
    const modules = reachable(await staticImports([entry]), entry);
    expect(modules).toContain('features/session/sign-in.ts');
    // The session's code loads the wallet library only with the first contract write.
    expect(modules).not.toContain('lib/chain/contract-writes.ts');
    expect([...modules].some((m) => m.includes('.test.'))).toBe(false);
  });
});

describe('the page’s map', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'rwat-preloads-'));
    for (const [file, body] of Object.entries({
      'out/index.html': PAGE,
      'out/sub/index.html': PAGE.replaceAll('./_next', '../_next'),
      'out/other.html': '<html><head></head></html>',
      'messages/en.json': '{}',
    })) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), body);
    }
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('names every language and the session’s parts', () => {
    expect(languageIds(join(dir, 'messages'))).toEqual(['en']);
    expect(preloadedParts(join(dir, 'messages'))).toEqual({
      en: 'messages/parts/start/en.json',
      ...SESSION_PARTS,
    });
  });

  it('is filled in each page, relative to it, once; a page without the first script is left alone', async () => {
    const chunkOf = (entry: string) => `_next/static/chunks/${entry.replaceAll('/', '_')}.js`;
    const sources = new Map<string, string[]>([
      ['_next/static/chunks/page.js', ['app/page.tsx']],
      ...Object.values(preloadedParts(join(dir, 'messages'))).map(
        (entry) => [chunkOf(entry), [entry]] as [string, string[]],
      ),
    ]);
    const out = join(dir, 'out');
    expect((await addChunkPreloads(out, join(dir, 'messages'), sources)).sort()).toEqual([
      'index.html',
      'sub/index.html',
    ]);
    const top = wantedPreloads(readFileSync(join(out, 'index.html'), 'utf8'));
    expect(top.en).toEqual([`./${chunkOf('messages/parts/start/en.json')}`]);
    expect(top.memberCards).toEqual([`./${chunkOf(SESSION_PARTS.memberCards!)}`]);
    const sub = wantedPreloads(readFileSync(join(out, 'sub/index.html'), 'utf8'));
    expect(sub.en).toEqual([`../${chunkOf('messages/parts/start/en.json')}`]);
    expect(await addChunkPreloads(out, join(dir, 'messages'), sources)).toEqual([]);
  });

  it('leaves a page without a first script as it was', () => {
    const html = '<html><head></head></html>';
    expect(withPreloadedChunks(html, { en: ['_next/a.js'] }, 'index.html')).toBe(html);
  });
});
