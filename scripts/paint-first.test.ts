// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { pageScripts } from './page-scripts.mjs';
import { applyPaintFirst, LOADER, paintFirst } from './paint-first.mjs';

const PAGE = `<!DOCTYPE html><html><head><style>body{}</style>
<link rel="preload" as="script" fetchPriority="low" href="./_next/static/chunks/runtime.js"/>
<script src="./_next/static/chunks/main.js" async=""></script>
<script src="./_next/static/chunks/app.js" async=""></script>
<link rel="icon" href="./favicon.ico"/>
<script>guard()</script>
<script src="./_next/static/chunks/polyfill.js" noModule=""></script></head>
<body><h1>Home</h1><script id="_R_">push()</script>
<script src="./_next/static/chunks/runtime.js" async=""></script>
<script>self.__next_f=[]</script></body></html>`;

const LIST =
  './_next/static/chunks/main.js ./_next/static/chunks/app.js ./_next/static/chunks/runtime.js';

describe('paintFirst', () => {
  const page = paintFirst(PAGE);

  it('replaces the async start-up scripts and their preloads with one loader in their place', () => {
    expect(page).not.toMatch(/<script[^>]*async/);
    expect(page).not.toContain('rel="preload"');
    expect(page.match(/data-scripts=/g)).toHaveLength(1);
    expect(page).toContain(
      `<style>body{}</style>\n\n<script data-scripts="${LIST}">${LOADER}</script>`,
    );
  });

  it('keeps everything else: inline scripts, the nomodule polyfill, other links', () => {
    for (const kept of [
      '<script>guard()</script>',
      '<script src="./_next/static/chunks/polyfill.js" noModule=""></script>',
      '<link rel="icon" href="./favicon.ico"/>',
      '<script id="_R_">push()</script>',
      '<script>self.__next_f=[]</script>',
    ])
      expect(page).toContain(kept);
  });

  it('leaves the page with the same scripts as far as the budget and the worker can tell', () => {
    expect(pageScripts(page).first.sort()).toEqual(pageScripts(PAGE).first.sort());
    expect(pageScripts(page).legacy).toEqual(['_next/static/chunks/polyfill.js']);
  });

  it('changes nothing when run again, or on a page without async scripts', () => {
    expect(paintFirst(page)).toBe(page);
    const plain = '<html><head><script>x()</script></head><body></body></html>';
    expect(paintFirst(plain)).toBe(plain);
  });
});

describe('applyPaintFirst', () => {
  it('rewrites every exported page once, and no file the bundler wrote', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rwat-paint-first-'));
    try {
      mkdirSync(join(dir, '404'));
      mkdirSync(join(dir, '_next'));
      writeFileSync(join(dir, 'index.html'), PAGE);
      writeFileSync(join(dir, '404', 'index.html'), PAGE);
      writeFileSync(join(dir, '_next', 'frame.html'), PAGE);
      expect(applyPaintFirst(dir).sort()).toEqual([join('404', 'index.html'), 'index.html']);
      expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe(paintFirst(PAGE));
      expect(readFileSync(join(dir, '_next', 'frame.html'), 'utf8')).toBe(PAGE);
      expect(applyPaintFirst(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** Runs the loader against a stand-in document and records what it appends, and when. */
function runLoader({ visible = true, paintTiming = true } = {}) {
  const appended: { src: string; async: boolean }[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  let observer: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
  let disconnected = false;
  const context = {
    document: {
      currentScript: { getAttribute: (name: string) => (name === 'data-scripts' ? LIST : null) },
      visibilityState: visible ? 'visible' : 'hidden',
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (node: { src: string; async: boolean }) => appended.push(node) },
    },
    PerformanceObserver: paintTiming
      ? class {
          constructor(callback: typeof observer) {
            observer = callback;
          }
          observe() {}
          disconnect() {
            disconnected = true;
          }
        }
      : undefined,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  };
  runInNewContext(LOADER, context);
  const paint = (name: string) =>
    observer?.({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  const runAll = (queue: (() => void)[]) => {
    for (const callback of queue.splice(0)) callback();
  };
  return {
    appended,
    paint,
    nextFrame: () => runAll(frames),
    runTimers: () => runAll(timers),
    disconnected: () => disconnected,
  };
}

describe('the loader', () => {
  it('loads nothing before the first contentful paint, then every script once, in order', () => {
    const page = runLoader();
    page.paint('first-paint');
    expect(page.appended).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.appended).toEqual(LIST.split(' ').map((src) => ({ src, async: true })));
    expect(page.disconnected()).toBe(true);
    // The fallback after the first frame finds the work done.
    page.nextFrame();
    page.runTimers();
    page.paint('first-contentful-paint');
    expect(page.appended).toHaveLength(3);
  });

  it('without paint timing, loads after the first frame has been drawn', () => {
    const page = runLoader({ paintTiming: false });
    expect(page.appended).toEqual([]);
    page.nextFrame();
    expect(page.appended).toEqual([]);
    page.runTimers();
    expect(page.appended.map((s) => s.src)).toEqual(LIST.split(' '));
  });

  it('in a page that is not visible (nothing will be painted), loads at once', () => {
    const page = runLoader({ visible: false });
    expect(page.appended).toHaveLength(3);
  });
});
