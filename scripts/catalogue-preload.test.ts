// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addCataloguePreloads,
  catalogueChunks,
  languageIds,
  withCatalogueChunks,
} from './catalogue-preload.mjs';

// The shape of the bundler's output: a table of lazy loaders, and each loader's files.
const TABLE = `let t={en:()=>e.A(101),fa:()=>e.A(102),home:()=>e.A(103)};`;
const LOADERS =
  `101,e=>{e.v(t=>Promise.all(["static/chunks/en-words.js"].map(t=>e.l(t))).then(()=>t(1)))},` +
  `102,e=>{e.v(t=>Promise.all(["static/chunks/fa-words.js","static/chunks/fa-more.js"].map(t=>e.l(t))).then(()=>t(2)))},` +
  `103,e=>{e.v(t=>Promise.all(["static/chunks/home.js"].map(t=>e.l(t))).then(()=>t(3)))}`;
const PAGE = `<html><head><script>var C=/*catalogue chunks*/{};go(C)</script></head></html>`;

describe('catalogue preloads', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'rwat-catalogues-'));
    const files: Record<string, string> = {
      'out/index.html': PAGE,
      'out/sub/index.html': PAGE,
      'out/_next/static/chunks/main.js': TABLE + LOADERS,
      'messages/en.json': '{}',
      'messages/fa.json': '{}',
    };
    for (const [file, body] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), body);
    }
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("finds each language's chunks, and only the languages'", () => {
    const texts = new Map([['_next/static/chunks/main.js', TABLE + LOADERS]]);
    expect(catalogueChunks(texts, ['en', 'fa'])).toEqual({
      en: ['_next/static/chunks/en-words.js'],
      fa: ['_next/static/chunks/fa-words.js', '_next/static/chunks/fa-more.js'],
    });
  });

  it('fills the placeholder with paths relative to each page, and a second run changes nothing', () => {
    const out = join(dir, 'out');
    const messages = join(dir, 'messages');
    expect(languageIds(messages).sort()).toEqual(['en', 'fa']);
    expect(addCataloguePreloads(out, messages).sort()).toEqual(['index.html', 'sub/index.html']);
    const top = readFileSync(join(out, 'index.html'), 'utf8');
    expect(top).toContain(
      '/*catalogue chunks*/{"en":["./_next/static/chunks/en-words.js"],"fa":["./_next/static/chunks/fa-words.js","./_next/static/chunks/fa-more.js"]}',
    );
    expect(readFileSync(join(out, 'sub/index.html'), 'utf8')).toContain(
      '"en":["../_next/static/chunks/en-words.js"]',
    );
    expect(addCataloguePreloads(out, messages)).toEqual([]);
  });

  it('refuses a build in which a language has no catalogue chunk', () => {
    writeFileSync(join(dir, 'messages/km.json'), '{}');
    expect(() => addCataloguePreloads(join(dir, 'out'), join(dir, 'messages'))).toThrow(
      'no catalogue chunk found for km',
    );
  });

  it('leaves a page without the placeholder as it was', () => {
    const html = '<html><head></head></html>';
    expect(withCatalogueChunks(html, { en: ['_next/a.js'] }, 'index.html')).toBe(html);
  });
});
