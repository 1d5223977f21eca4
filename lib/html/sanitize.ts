import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { withoutBidiControls } from './bidi-controls';

/**
 * What a notice may hold: text and its structure, links and images. Nothing else is kept, so a
 * notice cannot run code, post a form, frame a page, or borrow the app's look: no `class`, `id`
 * or `style` (a notice wearing the toast's class once posed as the app), no layout attributes.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'div',
  'span',
  'a',
  'img',
];

const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'colspan', 'rowspan'];

/** Where a link may lead: the web and e-mail, never `javascript:`, `data:` or an app scheme. */
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** A link's target, or null when it is not on the web or an e-mail address. */
function safeLink(href: string): string | null {
  try {
    return LINK_PROTOCOLS.has(new URL(href, document.baseURI).protocol) ? href : null;
  } catch {
    return null;
  }
}

/**
 * Is the image served by the app itself (or carried in the notice as `data:`)? Any other origin
 * would learn who reads the notice, and when.
 */
function isOwnImage(src: string): boolean {
  if (/^data:image\//i.test(src)) return true;
  try {
    const url = new URL(src, document.baseURI);
    return url.origin === window.location.origin;
  } catch {
    return false;
  }
}

let purifier: Purifier | undefined;

/** One private instance, so the hook never leaks into other users of the library. */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      if (href !== null && safeLink(href) === null) node.removeAttribute('href');
      if (node.hasAttribute('href')) {
        // Links open outside the app, and the opened page gets no handle back to it.
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src');
      // Left without a source, it is dropped below: no request ever leaves for it.
      if (src !== null && !isOwnImage(src)) node.removeAttribute('src');
      // An image the author gave no text is announced by its file name; mark it decorative.
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
  purifier = instance;
  return instance;
}

/**
 * Server HTML (announcements) made safe to render: only text structure, links (to the web or an
 * e-mail address, opened in a new tab without an opener or a referrer) and images from the app's
 * own origin or `data:`; no scripts, handlers, forms, frames, styles, classes or ids, and no
 * characters that reorder the text. The screen shows it in a box it cannot leave
 * (`announcements.module.css`).
 */
export function sanitizeHtml(html: string): string {
  const fragment = getPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const image of fragment.querySelectorAll('img:not([src])')) image.remove();
  const box = document.createElement('div');
  box.append(fragment);
  return withoutBidiControls(box.innerHTML);
}
