// Types for scripts/benchmark/compare.mjs, so TypeScript tests can import it.
import type { Step } from './waterfall.mjs';

export interface TreeVisits {
  off: string;
  first: number[];
  reload: number[];
  load: number[];
  firstSteps?: Step[][];
  reloadSteps?: Step[][];
}
export function compareTable(results: TreeVisits[]): string;
export function stepsTable(results: TreeVisits[], visit: 'firstSteps' | 'reloadSteps'): string;
