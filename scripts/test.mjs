#!/usr/bin/env node
// `npm test`: every check and test suite, stopping at the first stage that fails. Each stage's
// time is printed as it ends, and all of them in a table at the end, so a stage that grows is
// seen in the run that made it grow.
//
// The unit tests run beside the end-to-end specs: those keep the two cores only about half busy
// (they wait on the browser, the chain and the servers), so the unit tests, on one worker of
// their own, fill the idle half instead of taking three minutes before them. Their output is
// printed when they end, so the specs' lines stay together.
import { spawn } from 'node:child_process';

/** The stages, in order; a stage of several scripts runs them side by side. */
const stages = [
  [['lint']],
  [['typecheck']],
  [['check:messages']],
  [['catalogues', '--check']],
  [['check:layers']],
  [['contract', '--check']],
  [['build:stack']],
  [['budget']],
  [['test:e2e'], ['test:unit', '--maxWorkers=1']],
  [['test:webkit']],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Seconds as "12.3 s" or "4 min 05 s". */
function duration(ms) {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

function table(done, total) {
  const width = Math.max(...done.map((d) => d.name.length), 'total'.length);
  const rows = done.map(
    (d) => `  ${d.name.padEnd(width)}  ${duration(d.ms).padStart(12)}${d.ok ? '' : '  FAILED'}`,
  );
  return [
    '',
    'npm test, time per stage (side by side: test:e2e and test:unit):',
    ...rows,
    `  ${'total'.padEnd(width)}  ${duration(total).padStart(12)}`,
  ].join('\n');
}

/**
 * Runs one npm script; `shown` streams its output, otherwise it is kept and printed at its end.
 * Resolves with its name, time and whether it passed.
 */
function run([script, ...args], shown) {
  const name = [script, ...args].join(' ');
  console.info(
    `\n> ${name}${shown ? '' : ' (beside the others; its output follows when it ends)'}`,
  );
  const at = Date.now();
  const child = spawn(npm, ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
    stdio: shown ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  const kept = [];
  child.stdout?.on('data', (chunk) => kept.push(chunk));
  child.stderr?.on('data', (chunk) => kept.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (!shown) {
        console.info(`\n> ${name}: its output`);
        process.stdout.write(Buffer.concat(kept));
      }
      const ok = code === 0;
      const ms = Date.now() - at;
      console.info(`${ok ? '✓' : '✘'} ${name}: ${duration(ms)}`);
      resolve({ name, ms, ok, code });
    });
  });
}

async function main() {
  const started = Date.now();
  const done = [];
  for (const stage of stages) {
    const results = await Promise.all(stage.map((scripts, i) => run(scripts, i === 0)));
    done.push(...results);
    const failed = results.find((r) => !r.ok);
    if (failed) {
      console.info(table(done, Date.now() - started));
      process.exit(failed.code ?? 1);
    }
  }
  console.info(table(done, Date.now() - started));
}

await main();
