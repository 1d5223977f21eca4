// Types for scripts/benchmark/compare.mjs, so TypeScript tests can import it.
export interface TreeVisits {
  off: string;
  first: number[];
  reload: number[];
  load: number[];
  firstSteps?: Step[][];
  reloadSteps?: Step[][];
}
export interface Step {
  step: string;
  start: number;
  end: number;
}
export function compareTable(results: TreeVisits[]): string;
export function stepsTable(results: TreeVisits[], visit: 'firstSteps' | 'reloadSteps'): string;
