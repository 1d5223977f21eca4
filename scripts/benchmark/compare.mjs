// The comparison of trees (`npm run benchmark -- --compare name=folder,…`): each tree's export
// measured as the ablation measures its builds (scripts/benchmark/ablation.mjs), in one run.

import { markdownTable, msOrDash, signedMs } from './report.mjs';
import { median, pairedMedian } from './stats.mjs';

const ms = (value) => `${Math.round(value)} ms`;

/** The fastest and slowest visits, and how many never showed the balances. */
const range = (values) => {
  const seen = values.filter(Number.isFinite);
  const missing = values.length - seen.length;
  return `${ms(Math.min(...seen))}–${ms(Math.max(...seen))}${missing ? `, ${missing} missing` : ''}`;
};

/**
 * The comparison of trees (`--compare`): each tree's medians, each as a ratio of the first
 * tree's (above 1: slower), and the median of each round's own difference from the first tree.
 */
export function compareTable(results) {
  const [base] = results;
  const baseFirst = median(base.first);
  const baseReload = median(base.reload);
  const ratio = (value, of) => `${(value / of).toFixed(3)}×`;
  const perRound = (r, visit) => (r === base ? '—' : signedMs(pairedMedian(r[visit], base[visit])));
  const rows = results.map((r) => [
    r.off,
    `${ms(median(r.first))} (${range(r.first)})`,
    ratio(median(r.first), baseFirst),
    perRound(r, 'first'),
    `${ms(median(r.reload))} (${range(r.reload)})`,
    ratio(median(r.reload), baseReload),
    perRound(r, 'reload'),
    `${Math.min(...r.load).toFixed(1)}–${Math.max(...r.load).toFixed(1)}`,
  ]);
  return markdownTable(
    [
      'Tree',
      'First visit → balances',
      `× ${base.off}`,
      'Each round − first tree',
      'Reload → balances',
      `× ${base.off}`,
      'Each round − first tree',
      'Load average',
    ],
    rows,
  );
}

/** The median of one field of one step over a tree's visits (NaN where it never happened). */
function stepMedian(visits, step, field) {
  return median(visits.map((steps) => steps.find((s) => s.step === step)?.[field] ?? Number.NaN));
}

/**
 * Where the time went: each step of a visit (`firstSteps` or `reloadSteps`, as the waterfall
 * names them) with its median start and end in every tree, ms after navigation start.
 */
export function stepsTable(results, visit) {
  const visitsOf = results.map((r) => r[visit] ?? []);
  const names = [...new Set(visitsOf.flat(2).map((s) => s.step))];
  const rows = names.map((name) => [
    name,
    ...visitsOf.map((visits) => {
      const start = stepMedian(visits, name, 'start');
      const end = stepMedian(visits, name, 'end');
      return Number.isFinite(end) ? `${msOrDash(start)}–${msOrDash(end)}` : msOrDash(start);
    }),
  ]);
  return markdownTable(['Step (median ms)', ...results.map((r) => r.off)], rows);
}
