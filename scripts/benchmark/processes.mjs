// The local stack and a plain web server, as child processes stopped by their own handles.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const TSX = join('node_modules', '.bin', 'tsx');

/** Starts a child and resolves `ready` with the first capture of `pattern` in its output. */
function startChild(command, args, pattern) {
  // Its own process group, so stopping it stops what it started (a chain outlives a stack
  // whose shutdown was cut short, and holds its port for the next one).
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
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
  const group = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is gone already.
    }
  };
  const stop = () =>
    new Promise((resolve) => {
      const exited = child.exitCode !== null || child.signalCode !== null;
      // The group is signalled even when the leader has exited: its children may live on.
      const killed = setTimeout(
        () => {
          group('SIGKILL');
          resolve();
        },
        exited ? 0 : 10_000,
      );
      child.once('exit', () => {
        clearTimeout(killed);
        group('SIGKILL');
        resolve();
      });
      group('SIGINT');
    });
  return { ready, stop };
}

/**
 * The stack as `npm start` runs it (it builds the export first when it is stale): chain,
 * contracts, API with demo data, and `out/` (or `root`, never built) served with the test wallet
 * injected.
 */
export function startStack(ports, root) {
  return startChild(
    TSX,
    ['e2e/stack/start.ts', '--ports', ports.join(','), ...(root ? ['--root', root] : [])],
    /RWAT is running: (http:\/\/\S+\/)/,
  );
}

/** The same export without the test wallet: what a phone browser without a wallet gets. */
export function startPlainServer({ apiPort, chainPort, root = 'out' }) {
  return startChild(
    TSX,
    [
      'e2e/stack/web/main.ts',
      '--port',
      '0',
      '--root',
      root,
      '--api',
      `http://127.0.0.1:${apiPort}`,
      '--rpc',
      `http://127.0.0.1:${chainPort}`,
    ],
    /web: (http:\/\/\S+\/)/,
  );
}
