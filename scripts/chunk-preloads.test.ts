// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addChunkPreloads,
  languageIds,
  namedChunks,
  wantedParts,
  withPreloadedChunks,
} from './chunk-preloads.mjs';
import { parseHtml } from './export-html.mjs';

// The shape of the bundler's output: tables of lazy loaders, and each loader's files.
const TABLE =
  `let t={en:()=>e.A(101),fa:()=>e.A(102),staking:()=>e.A(103)};` +
  `const r={sessionRuntime:()=>e.A(104)};`;
const LOADERS =
  `101,e=>{e.v(t=>Promise.all(["static/chunks/en-words.js"].map(t=>e.l(t))).then(()=>t(1)))},` +
  `102,e=>{e.v(t=>Promise.all(["static/chunks/fa-words.js","static/chunks/fa-more.js"].map(t=>e.l(t))).then(()=>t(2)))},` +
  `103,e=>{e.v(t=>Promise.all(["static/chunks/staking.js"].map(t=>e.l(t))).then(()=>t(3)))},` +
  `104,e=>{e.v(t=>Promise.all(["static/chunks/session.js"].map(t=>e.l(t))).then(()=>t(4)))}`;
const page = (wanted: string) =>
  `<html><head><script data-first-script="" data-preloads='${wanted}'></script></head><body></body></html>`;
const PAGE = page('{"sessionRuntime":[]}');

/** The map the first script reads, as the page carries it. */
const wantedPreloads = (html: string) =>
  JSON.parse(parseHtml(html).querySelector('script')?.getAttribute('data-preloads') ?? '{}');

describe('chunk preloads', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'rwat-preloads-'));
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

  it('finds the chunks of the loaders it is asked for, by their names, and only those', () => {
    const texts = new Map([['_next/static/chunks/main.js', TABLE + LOADERS]]);
    expect(namedChunks(texts, ['fa', 'sessionRuntime'])).toEqual({
      fa: ['_next/static/chunks/fa-words.js', '_next/static/chunks/fa-more.js'],
      sessionRuntime: ['_next/static/chunks/session.js'],
    });
  });

  it('reads the parts a page wants from its first script, filled or not', () => {
    expect(wantedParts(PAGE)).toEqual(['sessionRuntime']);
    expect(wantedParts(page('{"a":["./x.js"],"b":[]}'))).toEqual(['a', 'b']);
    expect(wantedParts('<html></html>')).toEqual([]);
  });

  it('fills each page with every language and the parts it names, relative to the page, once', () => {
    const out = join(dir, 'out');
    const messages = join(dir, 'messages');
    expect(languageIds(messages).sort()).toEqual(['en', 'fa']);
    expect(addChunkPreloads(out, messages).sort()).toEqual(['index.html', 'sub/index.html']);
    const top = readFileSync(join(out, 'index.html'), 'utf8');
    expect(wantedPreloads(top)).toEqual({
      en: ['./_next/static/chunks/en-words.js'],
      fa: ['./_next/static/chunks/fa-words.js', './_next/static/chunks/fa-more.js'],
      sessionRuntime: ['./_next/static/chunks/session.js'],
    });
    expect(top).not.toContain('staking');
    expect(wantedPreloads(readFileSync(join(out, 'sub/index.html'), 'utf8')).en).toEqual([
      '../_next/static/chunks/en-words.js',
    ]);
    expect(addChunkPreloads(out, messages)).toEqual([]);
  });

  it('refuses a build in which a language or a wanted part has no chunk', () => {
    writeFileSync(join(dir, 'messages/km.json'), '{}');
    expect(() => addChunkPreloads(join(dir, 'out'), join(dir, 'messages'))).toThrow(
      'no lazy chunk found for km',
    );
    rmSync(join(dir, 'messages/km.json'));
    writeFileSync(join(dir, 'out/index.html'), page('{"memberCards":[]}'));
    expect(() => addChunkPreloads(join(dir, 'out'), join(dir, 'messages'))).toThrow(
      'no lazy chunk found for memberCards',
    );
  });

  it('leaves out the stylesheets the page carries inline', () => {
    const html = page('{"memberCards":[]}').replace(
      '<head>',
      '<head><style data-href="./_next/static/chunks/all.css">.a{}</style>',
    );
    const filled = withPreloadedChunks(
      html,
      {
        memberCards: [
          '_next/static/chunks/all.css',
          '_next/static/chunks/own.css',
          '_next/static/chunks/cards.js',
        ],
      },
      'index.html',
    );
    expect(wantedPreloads(filled)).toEqual({
      memberCards: ['./_next/static/chunks/own.css', './_next/static/chunks/cards.js'],
    });
  });

  it('leaves a page without a first script as it was', () => {
    const html = '<html><head></head></html>';
    expect(withPreloadedChunks(html, { en: ['_next/a.js'] }, 'index.html')).toBe(html);
  });
});
