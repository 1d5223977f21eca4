// The exported pages as documents: parsed by an HTML parser (happy-dom's, the one the unit tests
// run in) and written back, for the steps `npm run build` runs after `next build`. Nothing in a
// parsed page runs or loads: scripts, styles and frames stay text.
import { Window } from 'happy-dom';

const settings = {
  disableJavaScriptEvaluation: true,
  disableJavaScriptFileLoading: true,
  disableCSSFileLoading: true,
  disableIframePageLoading: true,
  disableComputedStyleRendering: true,
};

/**
 * The page as a document.
 * @param {string} html
 * @returns {Document}
 */
export function parseHtml(html) {
  const window = new Window({ settings });
  return /** @type {Document} */ (
    /** @type {unknown} */ (new window.DOMParser().parseFromString(html, 'text/html'))
  );
}

/**
 * The document as HTML text: its doctype, then its root element. Raw text (scripts, styles) is
 * written exactly as parsed, so hashes taken of it in the document hold for the file.
 * @param {Document} document
 * @returns {string}
 */
export function serializeHtml(document) {
  const doctype = document.doctype ? `<!DOCTYPE ${document.doctype.name}>` : '';
  return doctype + document.documentElement.outerHTML;
}

/**
 * Applies `change` to the page's document and returns the page written back; when `change`
 * returns false (nothing to do) the text comes back as it was.
 * @param {string} html
 * @param {(document: Document) => unknown} change
 * @returns {string}
 */
export function editHtml(html, change) {
  const document = parseHtml(html);
  return change(document) === false ? html : serializeHtml(document);
}
