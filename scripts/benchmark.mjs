#!/usr/bin/env node
// Performance as a person feels it (a script, not a test; `npm test` does not run it).
// Starts the local stack (building the export first when it is stale, as `npm start` does) and
// measures in Chromium as a Pixel 7 with applied throttling: a wallet user's first and repeat
// visit until the USDT balance shows, with the first visit's waterfall; a guest's visit until
// the Connect button shows; the JavaScript each Home loads; Lighthouse (applied and simulated)
// on the guest's Home. Prints Markdown and writes test-results/benchmark.{md,json}.
//
//   npm run benchmark [-- --runs 5] [--no-throttle] [--no-lighthouse] [--url http://127.0.0.1:4000/]
//   npm run benchmark -- --url http://127.0.0.1:23310/ --connect-text Injected
//   npm run benchmark -- --root ../other-tree/out     (another tree's export, this stack)
//
// --url measures another static site: a guest's JavaScript, Lighthouse and, with --connect-text,
// the time until that site's connect button shows (the wagmi starter's is named "Injected").
//
//   npm run benchmark -- --ablation [--runs 5] [--reuse-builds]
//
// --ablation builds the export once with every start-up technique and once without each one
// (scripts/start-switches.mjs), then measures each build in turn in this one run: a wallet
// user's first visit and reload until the balances show (scripts/benchmark/ablation.mjs);
// --reuse-builds keeps the variants already built (in the system's temporary folder).
//
//   npm run benchmark -- --compare base=../base/out,this=out [--runs 5]
//
// --compare measures other trees' exports (each built with `npm run build:stack` in its tree) the
// same way, in this one run, in alternating rounds: a wallet user's first visit and reload until
// the balances show, each as a ratio of the first tree's.
// scripts/benchmark/README.md says how the starter is built. RWAT_PORT_OFFSET moves the stack's
// ports; CHROME_PATH picks the browser (default /usr/bin/chromium).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ablationTable, buildVariants, measureVariants } from './benchmark/ablation.mjs';
import { launchBrowser } from './benchmark/browser.mjs';
import { compareTable, stepsTable } from './benchmark/compare.mjs';
import { lighthouse } from './benchmark/lighthouse.mjs';
import { startPlainServer, startStack } from './benchmark/processes.mjs';
import { markdownReport, writeReport } from './benchmark/report.mjs';
import { guestVisit, walletVisit } from './benchmark/visits.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'no-throttle': { type: 'boolean', default: false },
    // For a quick look while changing the start path: the browser visits only.
    'no-lighthouse': { type: 'boolean', default: false },
    url: { type: 'string' },
    'connect-text': { type: 'string' },
    // Another export of this app (another tree's `out/`), served by this tree's stack.
    root: { type: 'string' },
    ablation: { type: 'boolean', default: false },
    compare: { type: 'string' },
    'reuse-builds': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1`);
const throttled = !values['no-throttle'];
const offset = Number(process.env.RWAT_PORT_OFFSET ?? 0) || 0;
const [chainPort, apiPort, webPort] = [28545 + offset, 28787 + offset, 23000 + offset];

const log = (text) => console.error(text);

/**
 * Prints the table of a run of several builds or trees, writes it and its figures to
 * test-results/<file>.{md,json}, and ends the run.
 */
function finishVariants(title, file, table, results) {
  const conditions = throttled ? 'applied throttling' : 'no throttling';
  const report = [
    `## ${title} (${new Date().toISOString()}, ${conditions}, median of ${runs} (min–max))`,
    '',
    table,
  ].join('\n');
  console.info(report);
  writeReport(join('test-results', `${file}.md`), `${report}\n`);
  writeReport(join('test-results', `${file}.json`), `${JSON.stringify(results, null, 2)}\n`);
  process.exit(0);
}

if (values.ablation) {
  buildVariants(log, values['reuse-builds']);
  const results = await measureVariants({
    ports: [chainPort, apiPort, webPort],
    runs,
    throttled,
    log,
  });
  finishVariants('Start-up ablation', 'ablation', ablationTable(results), results);
}
if (values.compare) {
  const variants = values.compare.split(',').map((pair) => {
    const [name, dir] = pair.split('=');
    if (!name || !dir) throw new Error(`--compare takes name=folder pairs, not ${pair}`);
    return { off: name, dir };
  });
  const results = await measureVariants({
    ports: [chainPort, apiPort, webPort],
    runs,
    throttled,
    log,
    variants,
  });
  const table = [
    compareTable(results),
    '',
    'The first visit, step by step:',
    '',
    stepsTable(results, 'firstSteps'),
    '',
    'The reload, step by step:',
    '',
    stepsTable(results, 'reloadSteps'),
  ].join('\n');
  finishVariants('Trees compared', 'compare', table, results);
}
const stops = [];
const dir = mkdtempSync(join(tmpdir(), 'rwat-benchmark-'));
try {
  let walletUrl;
  let guestUrl = values.url;
  if (!guestUrl) {
    log('Starting the local stack (it builds the export if it is stale)…');
    const stack = startStack([chainPort, apiPort, webPort], values.root);
    stops.push(stack.stop);
    walletUrl = await stack.ready;
    const plain = startPlainServer({ apiPort, chainPort, root: values.root });
    stops.push(plain.stop);
    guestUrl = await plain.ready;
  }

  const results = {
    meta: {
      url: walletUrl ?? guestUrl,
      guestUrl,
      runs,
      throttled,
      date: new Date().toISOString(),
      // Other work on the machine slows every figure: say how busy it was.
      loadBefore: loadavg()[0],
    },
    wallet: [],
    guest: [],
    lighthouse: { applied: [], simulated: [] },
  };

  const browser = await launchBrowser();
  try {
    results.meta.chromium = browser.version();
    // One unmeasured round first: the servers compress and cache each file on its first request.
    log('Warming up the servers…');
    if (walletUrl) await walletVisit(browser, walletUrl, false);
    const guestTargets = values.url
      ? { connect: values['connect-text'] ?? null, noWallet: null }
      : {};
    await guestVisit(browser, guestUrl, false, guestTargets);
    for (let run = 1; run <= runs; run += 1) {
      if (walletUrl) {
        const visit = await walletVisit(browser, walletUrl, throttled);
        log(
          `wallet ${run}/${runs}: first ${Math.round(visit.firstMs)} ms, repeat ${Math.round(visit.repeatMs)} ms`,
        );
        results.wallet.push(visit);
      }
      const guest = await guestVisit(browser, guestUrl, throttled, guestTargets);
      log(`guest ${run}/${runs}: Connect ${Math.round(guest.connectMs)} ms, JS ${guest.guestJs} B`);
      results.guest.push(guest);
    }
  } finally {
    await browser.close();
  }

  const methods = [
    ['applied', throttled ? 'devtools' : 'provided'],
    ['simulated', 'simulate'],
  ];
  for (let run = 1; run <= (values['no-lighthouse'] ? 0 : runs); run += 1) {
    for (const [column, method] of methods) {
      const result = lighthouse(guestUrl, { method, dir, run });
      log(
        `lighthouse ${method} ${run}/${runs}: LCP ${Math.round(result.lcp)} ms, TBT ${Math.round(result.tbt)} ms, TTI ${Math.round(result.tti)} ms`,
      );
      results.lighthouse[column].push(result);
    }
  }

  results.meta.loadAfter = loadavg()[0];
  const report = markdownReport(results);
  console.info(report);
  writeReport(join('test-results', 'benchmark.md'), report);
  writeReport(join('test-results', 'benchmark.json'), `${JSON.stringify(results, null, 2)}\n`);
  log('Written to test-results/benchmark.md and test-results/benchmark.json');
} finally {
  rmSync(dir, { recursive: true, force: true });
  for (const stop of stops.reverse()) await stop();
}
