// Types for scripts/benchmark/compare.mjs, so TypeScript tests can import it.
export interface TreeVisits {
  off: string;
  first: number[];
  reload: number[];
  load: number[];
}
export function compareTable(results: TreeVisits[]): string;
