#!/usr/bin/env node
// Performance benchmark (a script, not a test): builds the export if it is stale, starts the
// local stack, runs Lighthouse (mobile) three times against the home page served with gzip and
// no test wallet, and times hash navigation between two visited screens with Playwright.
// Prints medians with their ranges; README "Performance" records the latest figures.
//
// THROTTLING=devtools throttles the browser for real (network and 4× CPU) instead of Lighthouse's
// default simulation: a cross-check, since the simulation estimates from an unthrottled load.
//
//   npm run benchmark            RUNS=3 NAV_RUNS=10 THROTTLING=simulate RWAT_PORT_OFFSET=0 CHROME_PATH=/usr/bin/chromium
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, devices } from 'playwright';

const RUNS = Number(process.env.RUNS ?? 3);
const NAV_RUNS = Number(process.env.NAV_RUNS ?? 10);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const THROTTLING = process.env.THROTTLING === 'devtools' ? 'devtools' : 'simulate';
const OFFSET = Number(process.env.RWAT_PORT_OFFSET ?? 0) || 0;
const PORTS = [28545 + OFFSET, 28787 + OFFSET, 23000 + OFFSET];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Starts a child and resolves with the first match of `pattern` in its output. */
function startChild(command, args, pattern) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: false });
  const ready = new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk) => {
      out += chunk.toString();
      const found = pattern.exec(out);
      if (found) resolve(found[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`${args.join(' ')} exited with ${code}:\n${out}`)),
    );
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGINT');
    });
  return { ready, stop };
}

function lighthouse(url, dir, run) {
  const output = join(dir, `run-${run}.json`);
  const result = spawnSync(
    'npx',
    [
      '-y',
      'lighthouse@12.8.2',
      url,
      '--only-categories=performance',
      `--throttling-method=${THROTTLING}`,
      '--output=json',
      `--output-path=${output}`,
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      '--quiet',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH } },
  );
  if (result.status !== 0) throw new Error(`lighthouse run ${run} failed`);
  const lhr = JSON.parse(readFileSync(output, 'utf8'));
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
    // When the largest paint happened in the trace itself (unthrottled on this machine).
    tracedLcp:
      lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? Number.NaN,
    bytes: audit('total-byte-weight'),
    // When the screen stopped changing: home with its data, the app fully started.
    lastVisual: lhr.audits.metrics?.details?.items?.[0]?.observedLastVisualChange ?? Number.NaN,
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
        ?.snippet ?? '?',
  };
}

/** Click on a tab to the new screen's heading, timed in the page with performance marks. */
async function timeNavigation(url) {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.filter((f) => f !== '--headless=new'),
  });
  try {
    // A phone with the test wallet injected counts as a wallet browser and signs in by itself.
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    const page = await context.newPage();
    await page.goto(url);
    await page.getByText('Signed in as').waitFor({ timeout: 60_000 });
    const tabs = [
      ['Staking', 'Staking'],
      ['Assets', 'Assets'],
    ];
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [tab, title] of tabs) {
      await nav.getByRole('link', { name: tab }).click();
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    }
    const times = [];
    for (let i = 0; i < NAV_RUNS; i += 1) {
      const [tab, title] = tabs[i % 2];
      times.push(
        await page.evaluate(
          ([tabName, heading, n]) =>
            new Promise((resolve) => {
              const link = [...document.querySelectorAll('nav a')].find(
                (a) => a.textContent?.trim() === tabName,
              );
              const shown = () =>
                [...document.querySelectorAll('h1')].some((h) => h.textContent?.trim() === heading);
              const done = () => {
                observer.disconnect();
                // The frame after the commit is when the person sees it.
                requestAnimationFrame(() => {
                  performance.mark(`nav-end-${n}`);
                  resolve(
                    performance.measure(`nav-${n}`, `nav-start-${n}`, `nav-end-${n}`).duration,
                  );
                });
              };
              const observer = new MutationObserver(() => shown() && done());
              observer.observe(document.body, {
                subtree: true,
                childList: true,
                characterData: true,
              });
              performance.mark(`nav-start-${n}`);
              link?.click();
            }),
          [tab, title, i],
        ),
      );
    }
    return times;
  } finally {
    await browser.close();
  }
}

// The stack's start builds the export first when it is stale, as `npm start` does.
console.info('Starting the local stack (it builds the export if it is stale)…');
const stack = startChild(
  join('node_modules', '.bin', 'tsx'),
  ['e2e/stack/start.ts', '--test', '--ports', PORTS.join(',')],
  /RWAT is running: (http:\/\/\S+\/)/,
);
let plain;
const dir = mkdtempSync(join(tmpdir(), 'rwat-lighthouse-'));
try {
  const walletUrl = await stack.ready;
  // Served from the same export, without the test wallet: a guest's first visit.
  plain = startChild(
    join('node_modules', '.bin', 'tsx'),
    [
      'e2e/stack/web/main.ts',
      '--port',
      '0',
      '--root',
      'out',
      '--api',
      `http://127.0.0.1:${PORTS[1]}`,
      '--rpc',
      `http://127.0.0.1:${PORTS[0]}`,
    ],
    /web: (http:\/\/\S+\/)/,
  );
  const plainUrl = await plain.ready;
  const runs = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const result = lighthouse(plainUrl, dir, run);
    console.info(
      `lighthouse ${run}/${RUNS}: score ${result.score}, LCP ${Math.round(result.lcp)} ms, TBT ${Math.round(result.tbt)} ms, CLS ${result.cls.toFixed(3)}`,
    );
    runs.push(result);
  }
  const nav = await timeNavigation(walletUrl);
  const m = (key) => median(runs.map((r) => r[key]));
  /** "median (min–max)" of a measure, in the unit `show` writes. */
  const spread = (key, show) => {
    const values = runs.map((r) => r[key]);
    return `${show(m(key))} (${show(Math.min(...values))}–${show(Math.max(...values))})`;
  };
  const seconds = (v) => (v / 1000).toFixed(2);
  console.info(`\nLighthouse ${RUNS}× mobile, ${THROTTLING} throttling (median), ${plainUrl}`);
  console.info(`  performance score   ${spread('score', String)}   (target ≥ 98)`);
  console.info(`  LCP                 ${spread('lcp', seconds)} s   (target ≤ 1.2 s)`);
  console.info(`  TBT                 ${spread('tbt', Math.round)} ms   (target ≤ 100 ms)`);
  console.info(`  CLS                 ${m('cls').toFixed(3)}   (target 0)`);
  console.info(
    `  LCP element         ${runs.find((r) => r.lcpElement !== '?')?.lcpElement ?? '?'}`,
  );
  console.info(`  FCP                 ${spread('fcp', seconds)} s`);
  if (THROTTLING === 'simulate')
    console.info(`  LCP in the trace    ${Math.round(m('tracedLcp'))} ms   (the unthrottled load)`);
  else
    console.info(`  home complete       ${spread('lastVisual', seconds)} s   (last visual change)`);
  console.info(`  transfer size       ${(m('bytes') / 1024).toFixed(0)} KB`);
  console.info(
    `Hash navigation between two visited screens (median of ${NAV_RUNS}): ${median(nav).toFixed(1)} ms (min ${Math.min(...nav).toFixed(1)}, max ${Math.max(...nav).toFixed(1)})`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
  await plain?.stop();
  await stack.stop();
}
