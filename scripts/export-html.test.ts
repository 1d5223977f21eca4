// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { editHtml, parseHtml, serializeHtml } from './export-html.mjs';

const PAGE = `<!DOCTYPE html><html lang="fa" dir="rtl"><head><meta charset="utf-8"/>
<script>if (a < b && c) document.title = "</p>"</script></head>
<body><p>x &amp; y</p><script id="data" type="application/json">{"a":"<b>"}</script></body></html>`;

describe('exported pages as documents', () => {
  it('keeps the doctype, the root attributes and raw script text', () => {
    const again = serializeHtml(parseHtml(PAGE));
    expect(again.startsWith('<!DOCTYPE html><html lang="fa" dir="rtl">')).toBe(true);
    expect(again).toContain('<script>if (a < b && c) document.title = "</p>"</script>');
    expect(again).toContain('{"a":"<b>"}');
    expect(again).toContain('<p>x &amp; y</p>');
  });

  it('runs nothing it parses', () => {
    const document = parseHtml('<html><body><script>document.body.dataset.ran = "1"</script>');
    expect(document.body.dataset.ran).toBeUndefined();
  });

  it('gives the text back untouched when the change has nothing to do', () => {
    expect(editHtml(PAGE, () => false)).toBe(PAGE);
    expect(editHtml(PAGE, (d) => d.documentElement.setAttribute('lang', 'en'))).toContain(
      '<html lang="en" dir="rtl">',
    );
  });
});
