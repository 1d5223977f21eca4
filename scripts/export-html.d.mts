// Types for scripts/export-html.mjs, so TypeScript tests can import it.
export function parseHtml(html: string): Document;
export function serializeHtml(document: Document): string;
export function editHtml(html: string, change: (document: Document) => unknown): string;
