import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A process this suite started, with the output it printed so far (for a failure message). */
export interface Started {
  name: string;
  child: ChildProcess;
  output(): string;
  running(): boolean;
  /** Ends the process and every process it started (its own process group), by its PID. */
  stop(): Promise<void>;
}

/**
 * Starts `command` as the leader of a new process group, so stopping it also ends what it
 * started (the browser the driver opens, the chain the stack runs).
 */
export function start(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions = {},
): Started {
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
    detached: true,
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let failed = false;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    // Not started at all (no such program): say so in the output instead of crashing the run.
    child.once('error', (error) => {
      failed = true;
      log += `\n${name}: ${error.message}`;
      resolve();
    });
  });
  return {
    name,
    child,
    output: () => log,
    running: () => !failed && child.exitCode === null && child.signalCode === null,
    stop: async () => {
      const pid = child.pid;
      if (pid === undefined || failed || child.exitCode !== null || child.signalCode !== null)
        return;
      signalGroup(pid, 'SIGTERM');
      const killed = setTimeout(() => signalGroup(pid, 'SIGKILL'), 5_000);
      await exited;
      clearTimeout(killed);
      // Children that outlive their leader (a browser's helper processes) go too.
      signalGroup(pid, 'SIGKILL');
    },
  };
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Resolves once `url` answers with a status below 500; fails if `process` exits first. */
export async function untilAnswers(url: string, started: Started, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!started.running()) throw new Error(`${started.name} exited early:\n${started.output()}`);
    const ok = await fetch(url).then(
      (r) => r.status < 500,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `${started.name} did not answer at ${url} in ${timeoutMs} ms:\n${started.output()}`,
  );
}

/** A port nothing listens on right now, on 127.0.0.1 (the system's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/**
 * Starts a virtual X display and resolves with its number; Xvfb picks a free one itself
 * (`-displayfd`), so parallel runs never share a display.
 */
export async function startDisplay(): Promise<{ display: string; process: Started }> {
  const started = start(
    'Xvfb',
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'pipe', 'pipe', 'pipe'] },
  );
  const fd = started.child.stdio[3];
  if (!fd || !('on' in fd)) throw new Error('Xvfb: no display pipe');
  let timer: NodeJS.Timeout | undefined;
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    fd.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const found = /(\d+)\n/.exec(text);
      if (found?.[1]) resolve(`:${found[1]}`);
    });
    started.child.once('exit', (code) =>
      reject(new Error(`Xvfb exited with ${code}:\n${started.output()}`)),
    );
    started.child.once('error', (error) => reject(error));
    timer = setTimeout(
      () => reject(new Error(`Xvfb gave no display:\n${started.output()}`)),
      15_000,
    );
  })
    .catch(async (error: unknown) => {
      await started.stop();
      throw error;
    })
    .finally(() => clearTimeout(timer));
  return { display, process: started };
}
