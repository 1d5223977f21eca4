// Medians with their spread: single runs on a shared 2-core machine vary a lot.

/** The median of the finite values, or NaN when there are none. */
export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The median of each round's own difference, `values[i] − base[i]`, over the rounds where both
 * were measured: the trees take turns within a round, so this leaves out most of the load's drift
 * between rounds, which the medians of each tree keep.
 */
export function pairedMedian(values, base) {
  return median(values.map((value, i) => value - (base[i] ?? Number.NaN)));
}

/** Median, min and max of the finite values (NaN for each when there are none). */
export function summarize(values) {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN };
  return { median: median(finite), min: Math.min(...finite), max: Math.max(...finite) };
}

export const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
export const millis = (ms) => `${Math.round(ms)} ms`;
export const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** "median (min–max)" in the unit `show` writes; "—" when nothing was measured. */
export function spread(values, show) {
  const { median: m, min, max } = summarize(values);
  if (!Number.isFinite(m)) return '—';
  return values.length > 1 ? `${show(m)} (${show(min)}–${show(max)})` : show(m);
}
