import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/** Tags that can run code, load other pages or post data: never kept, whatever the server sends. */
const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'base',
  'link',
  'meta',
  'svg',
  'math',
];

let purifier: Purifier | undefined;

/** One private instance, so the link hook never leaks into other users of the library. */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      // Links open outside the app, and the opened page gets no handle back to it.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    // An image the author gave no text is announced by its file name; mark it decorative.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
  purifier = instance;
  return instance;
}

/**
 * Server HTML (announcements) made safe to render: no scripts, event handlers, javascript:
 * URLs, frames, forms or inline styles; links open in a new tab without an opener; images
 * without a text alternative are marked decorative.
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    FORBID_TAGS,
    FORBID_ATTR: ['style', 'srcset', 'formaction', 'action'],
    ALLOW_DATA_ATTR: false,
    ADD_ATTR: ['target'],
  });
}
