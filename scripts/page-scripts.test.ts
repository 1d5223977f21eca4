// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageScripts } from './page-scripts.mjs';

const INDEX = `<!DOCTYPE html><html><head>
<link rel="preload" as="script" fetchPriority="low" href="./_next/static/chunks/router.js"/>
<script src="./_next/static/chunks/polyfill.js" noModule=""></script>
<script src="./_next/static/chunks/main.js" async=""></script>
<script>self.__next_f=[]</script></head><body></body></html>`;

describe('pageScripts', () => {
  it('lists loaded and preloaded scripts, with nomodule ones apart', () => {
    expect(pageScripts(INDEX)).toEqual({
      first: ['_next/static/chunks/main.js', '_next/static/chunks/router.js'],
      nomodule: ['_next/static/chunks/polyfill.js'],
    });
  });

  it('reads the markup, not its spelling: any quoting, case and path form', () => {
    const page = `<!doctype html><html><head>
<LINK REL='modulepreload' HREF=/_next/static/chunks/a.js>
<link rel="preload" as="style" href="./_next/static/css/app.css">
<link rel="preload" as="font" href="./font.js">
<script type=module src='_next/static/chunks/b.js?v=1'></script>
<script NOMODULE src="./_next/static/chunks/old.js"></script>
<script src="https://cdn.example.org/other.js"></script>
<!-- <script src="./_next/static/chunks/commented.js"></script> -->
<script>var s = '<script src="./_next/static/chunks/in-text.js"></' + 'script>';</script>
</head><body></body></html>`;
    expect(pageScripts(page)).toEqual({
      first: ['_next/static/chunks/b.js', '_next/static/chunks/a.js'],
      nomodule: ['_next/static/chunks/old.js'],
    });
  });
});
