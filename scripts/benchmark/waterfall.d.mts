// Types for scripts/benchmark/waterfall.mjs, so TypeScript tests can import it.
export interface Timeline {
  html?: { start: number; end: number };
  paints: { name: string; at: number }[];
  resources: { path: string; start: number; end: number; bytes: number }[];
  walletRequests: { method: string; at: number }[];
  serviceWorker: boolean;
}
export interface Step {
  step: string;
  count?: number;
  start: number;
  end: number;
}
export function waterfallSteps(timeline: Timeline, balanceAt: number): Step[];
