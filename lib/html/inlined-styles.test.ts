import { afterEach, describe, expect, it } from 'vitest';
import { markInlinedStyles } from './inlined-styles';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the stylesheets the page carries inline', () => {
  it('are each marked with a disabled stylesheet link, as the bundler looks for them', () => {
    document.head.innerHTML =
      '<style data-precedence="next" data-href="./_next/a.css ./_next/b.css">.x{}</style>' +
      '<style>.not-from-a-file{}</style>';
    markInlinedStyles();
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((l) => [l.getAttribute('rel'), l.getAttribute('href'), l.disabled])).toEqual([
      ['stylesheet', './_next/a.css', true],
      ['stylesheet', './_next/b.css', true],
    ]);
    // The bundler's own test for a loaded stylesheet now finds each file.
    expect(document.querySelectorAll('link[rel=stylesheet][href="./_next/b.css"]')).toHaveLength(1);
  });

  it('leaves a page without inlined stylesheets as it was', () => {
    document.head.innerHTML = '<style>.a{}</style>';
    markInlinedStyles();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
