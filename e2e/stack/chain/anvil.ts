import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { anvilMnemonic } from './accounts';
import { readStackConfig } from './stack-config';

export type RunningChain = {
  rpcUrl: string;
  /** Process id of the node, for diagnostics. */
  pid: number;
  /** Stops the node and resolves once the process has exited. Safe to call more than once. */
  stop(): Promise<void>;
};

export type StartChainOptions = {
  /** Defaults to `ports.chain` in stack.config.json. */
  port?: number;
  /** Only loopback: the chain holds public keys and must never be reachable from outside. */
  host?: '127.0.0.1';
};

const readyTimeoutMs = 20_000;
const stopTimeoutMs = 5_000;
const chainIdHex = '0x38';

const binaryPackages: Record<string, string> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
};

/** Path of the node binary shipped inside the package for this platform. */
export function anvilBinaryPath(): string {
  const platform = `${process.platform}-${process.arch}`;
  const pkg = binaryPackages[platform];
  if (!pkg) throw new Error(`anvil has no npm binary package for ${platform}`);
  const binaryName = process.platform === 'win32' ? 'anvil.exe' : 'anvil';
  let path: string;
  try {
    const require = createRequire(import.meta.url);
    path = join(dirname(require.resolve(`${pkg}/package.json`)), 'bin', binaryName);
  } catch {
    throw new Error(
      `${pkg} is not installed. npm installs only the optional dependency of @foundry-rs/anvil ` +
        'that matches the platform; run npm install on this machine.',
    );
  }
  if (!existsSync(path)) throw new Error(`${pkg} is installed but has no ${path}`);
  return path;
}

/** A port on 127.0.0.1 that was free a moment ago. */
export function findFreePort(): Promise<number> {
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

// Checked before spawning: otherwise another node already on the port could answer the readiness
// probe and be mistaken for ours while our child is still failing to bind.
function assertPortFree(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} on ${host} is already in use; is another chain running?`)
          : error,
      );
    });
    server.listen(port, host, () => server.close(() => resolve()));
  });
}

async function answersChainId(rpcUrl: string): Promise<string | undefined> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1_000),
    });
    const body = (await response.json()) as { result?: unknown };
    return typeof body.result === 'string' ? body.result : undefined;
  } catch {
    return undefined;
  }
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Starts a fresh local node for chain 56 that mines each transaction on arrival and funds the
 * default accounts.
 */
export async function startChain(options: StartChainOptions = {}): Promise<RunningChain> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? readStackConfig().ports.chain;
  const rpcUrl = `http://${host}:${port}`;
  await assertPortFree(host, port);

  const args = [
    '--chain-id',
    '56',
    '--host',
    host,
    '--port',
    String(port),
    '--silent',
    '--mnemonic',
    anvilMnemonic,
    '--accounts',
    '10',
    // No Access-Control-Allow-Origin: no web page may call the chain (the page goes through its
    // own origin's /rpc; tests and tools call it from Node, where CORS does not apply).
    '--no-cors',
  ];
  const child = spawn(anvilBinaryPath(), args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const pid = child.pid;
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4_000);
  });
  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
  });

  // An aborted test run must not leave a node holding the port.
  const killOnExit = () => {
    if (child.exitCode === null && child.signalCode === null && pid !== undefined) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  };
  process.once('exit', killOnExit);

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      process.off('exit', killOnExit);
      if (pid === undefined) return;
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        return;
      }
      if (await waitForExit(child, stopTimeoutMs)) return;
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        return;
      }
      await waitForExit(child, stopTimeoutMs);
    })();
    return stopping;
  };

  const stderrTail = () => (stderr.trim() ? `\nanvil stderr:\n${stderr.trim()}` : '');
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (spawnError || pid === undefined) {
      await stop();
      throw new Error(`Could not start anvil: ${spawnError?.message ?? 'no process id'}`);
    }
    if (child.exitCode !== null || child.signalCode !== null) {
      process.off('exit', killOnExit);
      throw new Error(
        `anvil exited before it was ready (code ${child.exitCode}, signal ${child.signalCode})${stderrTail()}`,
      );
    }
    const answer = await answersChainId(rpcUrl);
    if (answer === chainIdHex) return { rpcUrl, pid, stop };
    if (answer !== undefined) {
      await stop();
      throw new Error(`The node on ${rpcUrl} reports chain ${answer}, expected ${chainIdHex}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `anvil did not answer eth_chainId on ${rpcUrl} within ${readyTimeoutMs / 1000} s${stderrTail()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
