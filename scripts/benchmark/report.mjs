// The results as Markdown (printed and written to test-results/benchmark.md) and as JSON.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { THROTTLE } from './settings.mjs';
import { kilobytes, median, millis, seconds, spread } from './stats.mjs';

/** A Markdown table with padded columns, readable as plain text too. */
export function markdownTable(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const pick = (runs, key) => runs.map((r) => r[key]);
const count = (runs, test) => `${runs.filter(test).length}/${runs.length}`;

function visitRows(results) {
  const { wallet, guest } = results;
  const rows = [];
  if (wallet.length) {
    rows.push(
      [
        'First visit: navigation → USDT balance visible',
        '≤ 2.5 s',
        spread(pick(wallet, 'firstMs'), seconds),
      ],
      [
        'Repeat visit (reload, service worker and session in place) → balance',
        '≤ 0.7 s',
        spread(pick(wallet, 'repeatMs'), seconds),
      ],
    );
  }
  if (guest.some((g) => Number.isFinite(g.connectMs)))
    rows.push([
      'Guest (no wallet): navigation → the connect button',
      '—',
      spread(pick(guest, 'connectMs'), seconds),
    ]);
  rows.push([
    "JavaScript a guest's Home loads (all chunks, gzip)",
    '≤ 185 KB',
    spread(pick(guest, 'guestJs'), kilobytes),
  ]);
  if (wallet.length)
    rows.push([
      'JavaScript a signed-in Home loads (gzip)',
      '—',
      spread(pick(wallet, 'signedInJs'), kilobytes),
    ]);
  return rows;
}

function lighthouseRows({ applied, simulated }) {
  const both = (key, show) => [
    spread(pick(applied, key), show),
    spread(pick(simulated, key), show),
  ];
  return [
    ['LCP', '—', ...both('lcp', seconds)],
    ['TBT', '≤ 100 ms, every run', ...both('tbt', millis)],
    ['TTI', '≤ 2.7 s', ...both('tti', seconds)],
    ['CLS', '0', ...both('cls', (v) => v.toFixed(3))],
    ['FCP', '—', ...both('fcp', seconds)],
    ['Performance score', '—', ...both('score', String)],
  ];
}

/** Whole milliseconds, or a dash for a time that never came. */
export const msOrDash = (value) => (Number.isFinite(value) ? String(Math.round(value)) : '—');

/** A difference in whole milliseconds with its sign (`+12 ms`, `−3 ms`, `±0 ms`), or a dash. */
export const signedMs = (value) =>
  Number.isFinite(value)
    ? `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(Math.round(value))} ms`
    : '—';

/** The steps' median times; `which` picks the visit (`steps`: first, `repeatSteps`: reload). */
function waterfallRows(wallet, which = 'steps') {
  if (!wallet.length || !wallet[0][which]) return [];
  return wallet[0][which].flatMap((step, i) => {
    const at = (key) => median(wallet.map((w) => w[which][i][key]));
    const start = at('start');
    const end = at('end');
    const name =
      step.count === undefined
        ? step.step
        : `${step.step}, median ${median(wallet.map((w) => w[which][i].count))} files`;
    // A step the visit never took (a reload signs nothing) is left out.
    if (!Number.isFinite(start)) return [];
    return [[name, msOrDash(start), msOrDash(end), msOrDash(end - start)]];
  });
}

export function markdownReport(results) {
  const { meta, wallet, lighthouse } = results;
  const conditions = meta.throttled
    ? `applied throttling (${THROTTLE.latencyMs} ms latency, ${THROTTLE.downloadKbps / 1000} Mbps down, ${THROTTLE.uploadKbps} kbps up, CPU ${THROTTLE.cpuSlowdown}× slower)`
    : 'no throttling';
  const parts = [
    `## Benchmark: ${meta.url}`,
    '',
    `${meta.date} · Chromium ${meta.chromium} as a Pixel 7, ${conditions} · median of ${meta.runs} (min–max) · ` +
      `load average ${meta.loadBefore.toFixed(1)} before, ${meta.loadAfter.toFixed(1)} after`,
    '',
    markdownTable(['Measure', 'Target', 'Median (min–max)'], visitRows(results)),
    '',
    `Lighthouse 12.8.2 on the guest's Home (${meta.guestUrl}):`,
    '',
    markdownTable(
      ['Lighthouse', 'Target', meta.throttled ? 'Applied throttling' : 'Unthrottled', 'Simulated'],
      lighthouseRows(lighthouse),
    ),
  ];
  if (wallet.length) {
    parts.push(
      '',
      `First visit, ms after navigation start (median of ${wallet.length}):`,
      '',
      markdownTable(['Step', 'Start', 'End', 'Took'], waterfallRows(wallet)),
      '',
      `Repeat visit, ms after navigation start (median of ${wallet.length}):`,
      '',
      markdownTable(['Step', 'Start', 'End', 'Took'], waterfallRows(wallet, 'repeatSteps')),
      '',
      `Repeat visits served by the service worker: ${count(wallet, (w) => w.repeatControlled)}; ` +
        `that signed in again: ${count(wallet, (w) => w.repeatLoggedInAgain)}.`,
    );
  }
  return `${parts.join('\n')}\n`;
}

export function writeReport(path, text) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}
