import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type RunningChain, startChain } from '../chain/anvil';
import { startBlockTicker } from '../chain/block-ticker';
import { type Deployment, deployContracts } from '../chain/deploy';
import { freePort as anyFreePort } from '../processes';
import type { PolicyOverrides } from './policy';
import { type ApiServer, createApiServer } from './server';
import { ok } from './stack-client';

export {
  accountAt,
  type CallOptions,
  type CallResult,
  call,
  depositFromAccount,
  loginAs,
  ok,
  type SiweOverrides,
  signedLogin,
} from './stack-client';

/** Ports of the demo and the browser-test stacks; kept clear so either can run meanwhile. */
const RESERVED_PORTS = new Set([8545, 8787, 3000, 18545, 18787, 13000]);

async function freePort(): Promise<number> {
  for (;;) {
    const port = await anyFreePort();
    if (!RESERVED_PORTS.has(port)) return port;
  }
}

/** The web origin unit-test stacks serve the app from, as `npm start` passes its own. */
export const TEST_WEB_ORIGIN = 'http://app.rwat.test:3000';

export interface TestStack {
  chain: RunningChain;
  contracts: Deployment;
  api: ApiServer;
  /** host:port of the app's web origin, the SIWE domain a login must name. */
  authority: string;
  stop(): Promise<void>;
}

export interface TestStackOptions {
  testMode?: boolean;
  policy?: PolicyOverrides;
  /** An empty block this often, for deposit confirmations (default 200 ms; 0: none). */
  blockIntervalMs?: number;
}

export async function startTestStack(options: TestStackOptions = {}): Promise<TestStack> {
  const chain = await startChain({ port: await freePort() });
  const blockIntervalMs = options.blockIntervalMs ?? 200;
  const ticker = blockIntervalMs > 0 ? startBlockTicker(chain.rpcUrl, blockIntervalMs) : null;
  try {
    const contracts = await deployContracts(chain.rpcUrl);
    const api = await createApiServer({
      port: await freePort(),
      host: '127.0.0.1',
      rpcUrl: chain.rpcUrl,
      contracts,
      testMode: options.testMode ?? true,
      pollIntervalMs: 200,
      origins: [TEST_WEB_ORIGIN],
      policy: options.policy,
    });
    return {
      chain,
      contracts,
      api,
      authority: new URL(TEST_WEB_ORIGIN).host,
      async stop() {
        await api.stop();
        await ticker?.stop();
        await chain.stop();
      },
    };
  } catch (error) {
    await ticker?.stop();
    await chain.stop();
    throw error;
  }
}

export async function resetStack(stack: Pick<TestStack, 'api'>): Promise<void> {
  await ok(stack.api.url, 'POST', '/__test/reset');
}

/**
 * One stack for a test file, reset to the seed before each test. Read `shared.stack` and
 * `shared.url` inside tests (they are set once the file's `beforeAll` has run).
 */
export function stackPerTestFile(options: TestStackOptions = {}): {
  stack: TestStack;
  url: string;
} {
  const shared = { stack: undefined as unknown as TestStack, url: '' };
  beforeAll(async () => {
    shared.stack = await startTestStack(options);
    shared.url = shared.stack.api.url;
  });
  afterAll(async () => {
    await shared.stack?.stop();
  });
  beforeEach(async () => {
    await resetStack(shared.stack);
  });
  return shared;
}
