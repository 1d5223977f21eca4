// The start-up ablation (`npm run benchmark -- --ablation`): the same tree built once with every
// start-up technique and once without each one (scripts/start-switches.mjs), each export served
// in turn by the local stack and visited by a wallet user: first visit and reload until the
// balances show, the median of the runs, against the build with everything on.

import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeParts } from '../catalogue-parts.mjs';
import { START_TECHNIQUES } from '../start-switches.mjs';
import { launchBrowser } from './browser.mjs';
import { startStack } from './processes.mjs';
import { markdownTable, signedMs } from './report.mjs';
import { median } from './stats.mjs';
import { walletVisit } from './visits.mjs';

// Outside test-results/, which every Playwright run empties.
const ROOT = join(tmpdir(), `rwat-ablation-${process.env.RWAT_PORT_OFFSET ?? 0}`);

/** Every variant: the one name it leaves out ('' for everything on) and its export's folder. */
export const VARIANTS = [
  ...START_TECHNIQUES.map((off) => ({ off, dir: join(ROOT, off) })),
  { off: '', dir: join(ROOT, 'all-on') },
];

/** Builds each variant's export into its folder; `out/` ends as the build with everything on. */
export function buildVariants(log, reuse) {
  for (const variant of VARIANTS) {
    if (reuse && existsSync(join(variant.dir, 'index.html'))) continue;
    log(`Building without ${variant.off || 'nothing'}…`);
    const build = spawnSync('npm', ['run', 'build:stack'], {
      stdio: 'inherit',
      env: { ...process.env, RWAT_START_OFF: variant.off },
    });
    if (build.status !== 0) throw new Error(`the build without ${variant.off} failed`);
    rmSync(variant.dir, { recursive: true, force: true });
    cpSync('out', variant.dir, { recursive: true });
  }
  // Without the split the build wrote whole catalogues as the start's part: put the parts back.
  writeParts();
}

/** Resolves once nothing listens on `port` any more (a stopped chain lets go of it late). */
async function portFree(port) {
  for (let i = 0; i < 100; i += 1) {
    const free = await new Promise((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`port ${port} is still in use`);
}

/**
 * Visits each variant `runs` times, in rounds: each round starts the stack on every variant in
 * turn (one unmeasured visit, then one measured), every other round in the reverse order, so
 * that the machine's load, which drifts, weighs on every variant alike. `variants`: the
 * ablation's builds, or other trees' exports named by `off` (`--compare`).
 */
export async function measureVariants({ ports, runs, throttled, log, variants = VARIANTS }) {
  const browser = await launchBrowser();
  const results = variants.map((variant) => ({
    off: variant.off,
    first: [],
    reload: [],
    load: [],
    // Each visit's steps (scripts/benchmark/waterfall.mjs), so a difference can be placed.
    firstSteps: [],
    reloadSteps: [],
  }));
  try {
    for (let run = 1; run <= runs; run += 1) {
      const order = run % 2 ? variants : [...variants].reverse();
      for (const variant of order) {
        const result = results.find((r) => r.off === variant.off);
        const stack = startStack(ports, variant.dir);
        try {
          const url = await stack.ready;
          await walletVisit(browser, url, false);
          result.load.push(loadavg()[0]);
          // A visit that never shows the balances (the machine's load) is counted as missing.
          const visit = await walletVisit(browser, url, throttled).catch((error) => {
            log(`${variant.off || 'all on'} ${run}/${runs}: ${error.message}`);
            return { firstMs: Number.NaN, repeatMs: Number.NaN, steps: [], repeatSteps: [] };
          });
          result.first.push(visit.firstMs);
          result.reload.push(visit.repeatMs);
          result.firstSteps.push(visit.steps);
          result.reloadSteps.push(visit.repeatSteps);
          log(
            `${variant.off || 'all on'} ${run}/${runs}: first ${Math.round(visit.firstMs)} ms, reload ${Math.round(visit.repeatMs)} ms, load ${loadavg()[0].toFixed(1)}`,
          );
        } finally {
          await stack.stop();
          for (const port of ports) await portFree(port);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

const ms = (value) => `${Math.round(value)} ms`;

/** The ablation table: each variant's medians and what leaving the technique out costs. */
export function ablationTable(results) {
  const base = results.find((r) => r.off === '');
  const baseFirst = median(base.first);
  const baseReload = median(base.reload);
  const rows = results.map((r) => {
    const first = median(r.first);
    const reload = median(r.reload);
    const range = (values) => {
      const seen = values.filter(Number.isFinite);
      const missing = values.length - seen.length;
      return `${ms(Math.min(...seen))}–${ms(Math.max(...seen))}${missing ? `, ${missing} missing` : ''}`;
    };
    return [
      r.off ? `${r.off} off` : 'all on',
      `${ms(first)} (${range(r.first)})`,
      r.off ? signedMs(first - baseFirst) : '',
      `${ms(reload)} (${range(r.reload)})`,
      r.off ? signedMs(reload - baseReload) : '',
      `${Math.min(...r.load).toFixed(1)}–${Math.max(...r.load).toFixed(1)}`,
    ];
  });
  return markdownTable(
    [
      'Build',
      'First visit → balances',
      'Cost of leaving it out',
      'Reload → balances',
      'Cost of leaving it out',
      'Load average',
    ],
    rows,
  );
}
