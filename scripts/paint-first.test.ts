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

  it('replaces the async start-up scripts and their preloads with one loader that ends <head>', () => {
    expect(page).not.toMatch(/<script[^>]*async/);
    expect(page).not.toContain('rel="preload"');
    expect(page.match(/data-scripts=/g)).toHaveLength(1);
    expect(page).toContain(
      `noModule=""></script><script data-scripts="${LIST}">${LOADER}</script></head>`,
    );
  });

  it('touches only real async scripts, and copies their addresses as written', () => {
    const other = `<html><head><script src="./vendor/async-shim.js"></script>
<script data-async="" src="./legacy.js"></script>
<link rel="preload" as="script" href="./elsewhere.js"/>
<script async src="./main.js?v=1&amp;x=2"></script></head><body></body></html>`;
    const done = paintFirst(other);
    expect(done).toContain('<script src="./vendor/async-shim.js"></script>');
    expect(done).toContain('<script data-async="" src="./legacy.js"></script>');
    expect(done).toContain('<link rel="preload" as="script" href="./elsewhere.js"/>');
    expect(done).toContain('data-scripts="./main.js?v=1&amp;x=2"');
  });

  it('stops the build rather than drop what the loader cannot carry', () => {
    expect(() =>
      paintFirst('<head><script src="./a.js" async="" integrity="sha384-x"></script></head>'),
    ).toThrow(/integrity/);
    expect(() =>
      paintFirst('<head><script type="module" src="./a.js" async=""></script></head>'),
    ).toThrow(/type/);
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
  let timers: { callback: () => void; delay: number }[] = [];
  const onVisibility: (() => void)[] = [];
  let observer: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
  let disconnected = false;
  const document = {
    currentScript: { getAttribute: (name: string) => (name === 'data-scripts' ? LIST : null) },
    visibilityState: visible ? 'visible' : 'hidden',
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (node: { src: string; async: boolean }) => appended.push(node) },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'visibilitychange') onVisibility.push(listener);
    },
  };
  const context: Record<string, unknown> = {
    document,
    // An older engine has the observer but no paint timing.
    PerformanceObserver: class {
      static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
      constructor(callback: typeof observer) {
        observer = callback;
      }
      observe() {}
      disconnect() {
        disconnected = true;
      }
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, delay: number) => timers.push({ callback, delay }),
  };
  context.window = context;
  runInNewContext(LOADER, context);
  return {
    appended,
    paint: (name: string) =>
      observer?.({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }),
    nextFrame: () => {
      for (const callback of frames.splice(0)) callback();
    },
    /** Runs the timers due within `ms`. */
    wait: (ms: number) => {
      const due = timers.filter((t) => t.delay <= ms);
      timers = timers.filter((t) => t.delay > ms);
      for (const t of due) t.callback();
    },
    hide: () => {
      document.visibilityState = 'hidden';
      for (const listener of onVisibility) listener();
    },
    disconnected: () => disconnected,
  };
}

const ALL = LIST.split(' ');

describe('the loader', () => {
  it('loads nothing before the first contentful paint, then every script once, in order', () => {
    const page = runLoader();
    page.nextFrame();
    page.wait(1000);
    page.paint('first-paint');
    expect(page.appended).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.appended).toEqual(ALL.map((src) => ({ src, async: true })));
    expect(page.disconnected()).toBe(true);
    // The safety timer finds the work done.
    page.wait(2000);
    page.paint('first-contentful-paint');
    expect(page.appended).toHaveLength(3);
  });

  it('without paint timing, loads 100 ms after the first frame', () => {
    const page = runLoader({ paintTiming: false });
    page.wait(100);
    expect(page.appended).toEqual([]);
    page.nextFrame();
    page.wait(100);
    expect(page.appended.map((s) => s.src)).toEqual(ALL);
  });

  it('in a page that is hidden, or hidden before it paints, loads at once', () => {
    expect(runLoader({ visible: false }).appended).toHaveLength(3);
    const page = runLoader();
    expect(page.appended).toEqual([]);
    page.hide();
    expect(page.appended).toHaveLength(3);
  });

  it('where no frame is ever drawn, loads after 2 s all the same', () => {
    const page = runLoader();
    page.wait(1999);
    expect(page.appended).toEqual([]);
    page.wait(2000);
    expect(page.appended).toHaveLength(3);
  });
});
