#!/usr/bin/env node
// `npm test`: every check and test suite, one stage after another, stopping at the first that
// fails. Each stage's time is printed as it ends, and all of them in a table at the end, so a
// stage that grows is seen in the run that made it grow.
import { spawnSync } from 'node:child_process';

/** The stages, in order: quick checks first, then the tests, then what needs the build. */
const stages = [
  ['lint'],
  ['typecheck'],
  ['check:messages'],
  ['catalogues', '--check'],
  ['check:layers'],
  ['contract', '--check'],
  ['test:unit'],
  ['build:stack'],
  ['budget'],
  ['test:e2e'],
  ['test:webkit'],
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
    'npm test, time per stage:',
    ...rows,
    `  ${'total'.padEnd(width)}  ${duration(total).padStart(12)}`,
  ].join('\n');
}

function main() {
  const started = Date.now();
  const done = [];
  for (const [script, ...args] of stages) {
    const name = [script, ...args].join(' ');
    console.info(`\n> ${name}`);
    const at = Date.now();
    const run = spawnSync(
      npm,
      ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])],
      {
        stdio: 'inherit',
      },
    );
    const ok = run.status === 0;
    done.push({ name, ms: Date.now() - at, ok });
    console.info(`${ok ? '✓' : '✘'} ${name}: ${duration(Date.now() - at)}`);
    if (!ok) {
      console.info(table(done, Date.now() - started));
      process.exit(run.status ?? 1);
    }
  }
  console.info(table(done, Date.now() - started));
}

main();
