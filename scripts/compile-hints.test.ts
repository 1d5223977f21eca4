// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, withCompileHint } from './compile-hints.mjs';

const INDEX = `<!DOCTYPE html><html><head>
<link rel="preload" as="script" fetchPriority="low" href="./_next/static/chunks/router.js"/>
<script src="./_next/static/chunks/polyfill.js" noModule=""></script>
<script src="./_next/static/chunks/main.js" async=""></script>
<script>self.__next_f=[]</script></head><body></body></html>`;

const FILES: Record<string, string> = {
  'index.html': INDEX,
  '_next/static/chunks/main.js': 'console.log("main")',
  '_next/static/chunks/router.js': 'console.log("router")',
  '_next/static/chunks/polyfill.js': 'console.log("polyfill")',
  '_next/static/chunks/screen.js': 'console.log("screen")',
};

describe('compile hints', () => {
  let dir: string;
  const read = (file: string) => readFileSync(join(dir, file), 'utf8');

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'rwat-hints-'));
    for (const [file, body] of Object.entries(FILES)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), body);
    }
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('puts the hint on the first line of every start-up script and nowhere else', () => {
    expect(addCompileHints(dir).sort()).toEqual([
      '_next/static/chunks/main.js',
      '_next/static/chunks/router.js',
    ]);
    expect(read('_next/static/chunks/main.js')).toBe(`${COMPILE_HINT}console.log("main")`);
    expect(read('_next/static/chunks/router.js').startsWith(COMPILE_HINT)).toBe(true);
    // Lazy screens and nomodule polyfills run later or never: compiling them early would waste work.
    expect(read('_next/static/chunks/screen.js')).toBe('console.log("screen")');
    expect(read('_next/static/chunks/polyfill.js')).toBe('console.log("polyfill")');
    expect(read('index.html')).toBe(INDEX);
  });

  it('changes nothing when run again', () => {
    addCompileHints(dir);
    const once = read('_next/static/chunks/main.js');
    expect(addCompileHints(dir)).toEqual([]);
    expect(read('_next/static/chunks/main.js')).toBe(once);
    expect(withCompileHint(once)).toBe(once);
  });
});
