// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

// The test DOM answers '' from Node.prototype's own nodeName getter (its subclasses override it),
// and the sanitiser reads names through that getter to resist clobbering; browsers answer the
// real name; its node iterator also skips the node after a removed one, so each case below
// checks one forbidden thing. Give the test DOM the browser's answer so the sanitiser sees real tag names.
const names: Record<number, string> = { 3: '#text', 4: '#cdata-section', 8: '#comment' };
Object.defineProperty(Node.prototype, 'nodeName', {
  configurable: true,
  get(this: Node) {
    if (this.nodeType === 1) return (this as Element).tagName;
    if (this.nodeType === 9) return '#document';
    if (this.nodeType === 11) return '#document-fragment';
    return names[this.nodeType] ?? '';
  },
});

function parse(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  return box;
}

describe('sanitizeHtml', () => {
  it('drops script elements and keeps the text around them', () => {
    const out = sanitizeHtml('<p>Hello</p><script>window.__xss=1</script>');
    expect(out).not.toMatch(/script/i);
    expect(out).toContain('<p>Hello</p>');
  });

  it('strips event handlers', () => {
    const box = parse('<img src="x" onerror="window.__xss=1"><p onclick="alert(1)">a</p>');
    expect(box.innerHTML).not.toMatch(/onerror|onclick/i);
    expect(box.querySelector('img')).not.toBeNull();
  });

  it('removes javascript: URLs', () => {
    const box = parse('<a href="javascript:alert(1)">x</a><a href="JaVaScRiPt:alert(1)">y</a>');
    for (const a of box.querySelectorAll('a')) expect(a.getAttribute('href')).toBeNull();
  });

  it('forbids iframes', () => {
    expect(sanitizeHtml('<p>a</p><iframe src="about:blank"></iframe>')).toBe('<p>a</p>');
  });

  it('forbids forms and their fields', () => {
    expect(sanitizeHtml('<form action="/steal">x</form>')).not.toMatch(/form|action/i);
    expect(sanitizeHtml('<input name="a">')).toBe('');
    expect(sanitizeHtml('<button formaction="/x">b</button>')).toBe('b');
  });

  it('forbids style elements and style attributes', () => {
    expect(sanitizeHtml('<style>body{display:none}</style>')).toBe('');
    expect(sanitizeHtml('<p style="color:red">t</p>')).toBe('<p>t</p>');
  });

  it('makes links open safely in a new tab', () => {
    const a = parse('<a href="https://example.com/news">news</a>').querySelector('a');
    expect(a?.getAttribute('href')).toBe('https://example.com/news');
    expect(a?.getAttribute('target')).toBe('_blank');
    expect(a?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('replaces a server-chosen target and rel', () => {
    const a = parse('<a href="https://e.test" target="_self" rel="opener">x</a>').querySelector(
      'a',
    );
    expect(a?.getAttribute('target')).toBe('_blank');
    expect(a?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('marks images without a text alternative as decorative, keeps given ones', () => {
    expect(parse('<img src="a.png">').querySelector('img')?.getAttribute('alt')).toBe('');
    expect(parse('<img src="a.png" alt="Chart">').querySelector('img')?.getAttribute('alt')).toBe(
      'Chart',
    );
  });

  it('drops class, id, style and every other attribute that could borrow the app’s look', () => {
    const box = parse(
      '<div class="toast" id="app" style="position:fixed;inset:0" name="x" dir="rtl" ' +
        'data-x="1" aria-hidden="true" hidden>Wallet check</div>' +
        '<table background="https://tracker.example/t.gif" bgcolor="red" width="999">' +
        '<tr><td colspan="2">cell</td></tr></table>',
    );
    const div = box.querySelector('div');
    expect(div?.getAttributeNames()).toEqual([]);
    expect(div?.textContent).toBe('Wallet check');
    expect(box.querySelector('table')?.getAttributeNames()).toEqual([]);
    expect(box.querySelector('td')?.getAttribute('colspan')).toBe('2');
    expect(box.innerHTML).not.toMatch(/tracker|class|style|fixed/);
  });

  it('keeps images from the app’s own origin or data:, drops every other', () => {
    const own = `${window.location.origin}/icons/a.png`;
    const data = 'data:image/png;base64,iVBORw0KGgo=';
    const box = parse(
      `<p>a<img src="https://tracker.example/p.gif?u=1">b</p>` +
        `<img src="//tracker.example/x.png" alt="x"><img src="${own}"><img src="./b.png">` +
        `<img src="${data}"><img srcset="https://tracker.example/s.png 2x" src="./c.png">` +
        '<img src="javascript:alert(1)">',
    );
    expect([...box.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      own,
      './b.png',
      data,
      './c.png',
    ]);
    expect(box.innerHTML).not.toMatch(/tracker|srcset|javascript/);
    expect(box.querySelector('p')?.textContent).toBe('ab');
  });

  it('lets links lead only to the web or an e-mail address', () => {
    const box = parse(
      '<a href="https://e.test/a">web</a><a href="mailto:help@e.test">mail</a>' +
        '<a href="data:text/html,x">data</a><a href="tg://resolve">app</a>' +
        '<a href="vbscript:x">vb</a>',
    );
    const links = [...box.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://e.test/a',
      'mailto:help@e.test',
      null,
      null,
      null,
    ]);
    // A link that leads nowhere is plain text: no target, no rel.
    expect(links[2]?.getAttributeNames()).toEqual([]);
    expect(links[1]?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('removes characters that reorder text, written raw or as entities', () => {
    const controls = '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c';
    const raw = JSON.parse(`"${controls}"`) as string;
    expect(raw).toHaveLength(12);
    const out = sanitizeHtml(
      `<p>Send to 0x${raw}1234abcd&#x202E;dcba&#8238;</p><a href="https://e.test" title="${raw}t">l</a>`,
    );
    expect(out).toBe(
      '<p>Send to 0x1234abcddcba</p><a href="https://e.test" title="t" target="_blank" rel="noopener noreferrer">l</a>',
    );
  });

  it('keeps ordinary formatting', () => {
    expect(sanitizeHtml('<h3>T</h3><ul><li><strong>b</strong></li></ul>')).toBe(
      '<h3>T</h3><ul><li><strong>b</strong></li></ul>',
    );
  });
});
