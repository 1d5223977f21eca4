#!/usr/bin/env node
// `npm test`: every check and test suite, stopping at the first stage that fails. Each stage's
// time is printed as it ends, and all of them in a table at the end, so a stage that grows is
// seen in the run that made it grow.
//
// The unit tests, then the WebKit stories, run beside the end-to-end specs, at a lower priority:
// the specs wait on the browser, the chain and the servers often enough that they end no later
// for it (measured in docs/testing.md), where the same stages after them would add their whole
// time. Their output is printed when each ends, so the specs' lines stay together.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * The stages, in order. A stage is lanes side by side (the first one's output shown as it
 * comes); a lane is one script, or several run one after another.
 */
const stages = [
  [['lint']],
  // No type check of its own: the build checks every file of the project against the same strict
  // tsconfig and fails on any error (`npm run typecheck` is that check alone, for editing).
  [['check:messages']],
  [['catalogues', '--check']],
  [['check:layers']],
  [['contract', '--check']],
  [['build:stack']],
  [['budget']],
  [
    ['test:e2e'],
    [
      // Each file named as it starts: a stage stopped for printing nothing says where it stood.
      [
        'test:unit',
        '--maxWorkers=1',
        '--reporter=default',
        '--reporter=./scripts/vitest-file-starts.mjs',
      ],
      // Its own stack, on ports of its own (e2e/stack/test-ports.ts).
      ['test:webkit'],
    ],
  ],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** `nice`, where the system has it (not on Windows). */
const NICE = process.platform === 'win32' ? null : 'nice';

/**
 * A stage beside the others that prints nothing for this long is stuck, not slow (its slowest
 * file takes under two minutes on a busy machine): it is stopped and fails, rather than holding
 * the run until CI's limit. Its output so far says where it stood.
 */
const STALL_MS = 6 * 60_000;

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
    'npm test, time per stage (side by side: test:e2e, and test:unit then test:webkit):',
    ...rows,
    `  ${'total'.padEnd(width)}  ${duration(total).padStart(12)}`,
  ].join('\n');
}

/**
 * Runs one npm script; `shown` streams its output, otherwise it is kept and printed at its end.
 * Resolves with its name, time and whether it passed.
 */
function run([script, ...args], shown) {
  // Named by what it runs; its reporters say only how it prints.
  const name = [script, ...args.filter((arg) => !arg.startsWith('--reporter'))].join(' ');
  console.info(
    `\n> ${name}${shown ? '' : ' (beside the others; its output follows when it ends)'}`,
  );
  const at = Date.now();
  const command = [npm, 'run', '--silent', script, ...(args.length ? ['--', ...args] : [])];
  // A stage beside the specs runs at a lower priority: it takes the time the specs leave idle
  // (waiting on the browser, the chain and the servers) rather than slowing every spec.
  const [program, ...programArgs] = shown || !NICE ? command : [NICE, '-n', '10', ...command];
  const child = spawn(program, programArgs, {
    stdio: shown ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a stuck stage is stopped with every process it started.
    detached: !shown,
  });
  const kept = [];
  let stalled = false;
  let guard;
  const watch = () => {
    clearTimeout(guard);
    guard = setTimeout(() => {
      stalled = true;
      process.kill(-child.pid, 'SIGKILL');
    }, STALL_MS);
  };
  const keep = (chunk) => {
    kept.push(chunk);
    watch();
  };
  if (!shown) watch();
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearTimeout(guard);
      if (!shown) {
        console.info(`\n> ${name}: its output`);
        process.stdout.write(Buffer.concat(kept));
      }
      if (stalled) console.info(`${name} printed nothing for ${duration(STALL_MS)}: stopped`);
      const ok = code === 0 && !stalled;
      const ms = Date.now() - at;
      console.info(`${ok ? '✓' : '✘'} ${name}: ${duration(ms)}`);
      resolve({ name, ms, ok, code, output: shown ? '' : Buffer.concat(kept).toString() });
    });
  });
}

/** The lines of a failed stage's output repeated after the table. */
const REPEATED_LINES = 120;

/**
 * A stage beside the specs printed its output when it ended, possibly many minutes of spec lines
 * before the run's end: a log read from its end (as CI shows it) would not say what failed. Its
 * last lines, where a test runner sums up its failures, are repeated last.
 */
function repeatEnd({ name, output }) {
  if (!output) return;
  const lines = output.trimEnd().split('\n');
  console.info(
    `\n> ${name} failed; the last ${Math.min(lines.length, REPEATED_LINES)} lines of its output:`,
  );
  console.info(lines.slice(-REPEATED_LINES).join('\n'));
}

/** Runs a lane's scripts one after another, stopping at the first that fails. */
async function runLane(lane, shown) {
  const scripts = Array.isArray(lane[0]) ? lane : [lane];
  const results = [];
  for (const script of scripts) {
    const result = await run(script, shown);
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

/**
 * The project brings its own Node (the `node` dev dependency, on PATH in every npm script), so a
 * run on another one (the machine's, say, by `node scripts/test.mjs`) is stopped before it
 * measures or passes anything that the project does not run on.
 */
function checkNode() {
  const wanted = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
    .devDependencies.node;
  console.info(`Node ${process.version} (the project's: ${wanted})`);
  if (process.version !== `v${wanted}`) {
    console.error(`npm test runs on the project's Node ${wanted}: start it with \`npm test\``);
    process.exit(1);
  }
}

async function main() {
  checkNode();
  const started = Date.now();
  const done = [];
  for (const stage of stages) {
    const lanes = await Promise.all(stage.map((lane, i) => runLane(lane, i === 0)));
    const results = lanes.flat();
    done.push(...results);
    const failed = results.find((r) => !r.ok);
    if (failed) {
      console.info(table(done, Date.now() - started));
      repeatEnd(failed);
      process.exit(failed.code ?? 1);
    }
  }
  console.info(table(done, Date.now() - started));
}

await main();
