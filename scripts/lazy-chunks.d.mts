// Types for scripts/lazy-chunks.mjs, so TypeScript tests can import it.
export function lazyChunks(texts: Map<string, string>): {
  named: Map<string, string[]>;
  definitions: { file: string; list: string[] }[];
};
