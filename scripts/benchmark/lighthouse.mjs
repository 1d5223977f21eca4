// Lighthouse 12.8.2 through npx (it is not a dependency of the project), on the Chromium the
// machine has, as the same phone. "devtools" applies the throttling to the browser for real;
// "simulate" loads unthrottled and estimates the throttled figures from that trace.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROME_FLAGS, CHROME_PATH, PHONE, THROTTLE } from './settings.mjs';

function throttlingArgs(method) {
  if (method === 'devtools')
    return [
      `--throttling.requestLatencyMs=${THROTTLE.latencyMs}`,
      `--throttling.downloadThroughputKbps=${THROTTLE.downloadKbps}`,
      `--throttling.uploadThroughputKbps=${THROTTLE.uploadKbps}`,
      `--throttling.cpuSlowdownMultiplier=${THROTTLE.cpuSlowdown}`,
    ];
  if (method === 'simulate')
    return [
      `--throttling.rttMs=${THROTTLE.latencyMs}`,
      `--throttling.throughputKbps=${THROTTLE.downloadKbps}`,
      `--throttling.cpuSlowdownMultiplier=${THROTTLE.cpuSlowdown}`,
    ];
  return []; // 'provided': as the machine is
}

/**
 * One Lighthouse run of `url`; `method` is devtools, simulate or provided. A run Lighthouse
 * itself fails (now and then it records no trace: NO_NAVSTART) is made once more, so that one
 * glitch of the tool does not lose the whole benchmark; the log says so.
 */
export function lighthouse(url, { method, dir, run }) {
  const output = join(dir, `${method}-${run}.json`);
  let result = lighthouseProcess(url, method, output);
  if (result.status !== 0) {
    console.error(`lighthouse (${method}) run ${run} failed; running it once more`);
    result = lighthouseProcess(url, method, output);
  }
  if (result.status !== 0) throw new Error(`lighthouse (${method}) run ${run} failed twice`);
  const lhr = JSON.parse(readFileSync(output, 'utf8'));
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    tti: audit('interactive'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
  };
}

function lighthouseProcess(url, method, output) {
  return spawnSync(
    'npx',
    [
      '-y',
      'lighthouse@12.8.2',
      url,
      '--only-categories=performance',
      `--throttling-method=${method}`,
      ...throttlingArgs(method),
      '--form-factor=mobile',
      `--screenEmulation.width=${PHONE.viewport.width}`,
      `--screenEmulation.height=${PHONE.viewport.height}`,
      `--screenEmulation.deviceScaleFactor=${PHONE.deviceScaleFactor}`,
      '--screenEmulation.mobile',
      `--emulatedUserAgent=${PHONE.userAgent}`,
      '--output=json',
      `--output-path=${output}`,
      `--chrome-flags=--headless=new ${CHROME_FLAGS.join(' ')}`,
      '--quiet',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH } },
  );
}
