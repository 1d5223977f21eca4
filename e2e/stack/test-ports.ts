/**
 * Ports of the stacks the test suites start: apart from `npm start`'s, so both can run at once.
 * RWAT_PORT_OFFSET moves all of them, for two test runs side by side on one machine.
 */
const offset = Number(process.env.RWAT_PORT_OFFSET ?? 0) || 0;

/** The test stack's ports and URLs, moved by `shift` on top of RWAT_PORT_OFFSET. */
export function testStackAt(shift: number) {
  const chain = 18545 + offset + shift;
  const api = 18787 + offset + shift;
  const web = 13000 + offset + shift;
  return {
    /** Chain, API and web server; the sub-path server listens on the web port plus one. */
    ports: [chain, api, web] as const,
    rpcUrl: `http://127.0.0.1:${chain}`,
    apiUrl: `http://127.0.0.1:${api}`,
    webUrl: `http://127.0.0.1:${web}`,
    /** The same export served under /sub/. */
    subPathUrl: `http://127.0.0.1:${web + 1}/sub/`,
    /** The stack's WalletConnect relay, on the web server (the app's build names it `/relay`). */
    relayUrl: `ws://127.0.0.1:${web}/relay`,
  };
}

export type TestStackPorts = ReturnType<typeof testStackAt>;

/** Ports between one Playwright worker's stack and the next one's. */
const WORKER_SPACING = 10;

/**
 * The WebKit suite's stack: its own ports, so it can run beside Playwright's. Half a step of
 * the offsets that separate parallel runs, so neither lands on another run's ports.
 */
export const webkitStack = testStackAt(50);

/** As many Playwright workers as fit below the WebKit stack's ports. */
export const MAX_WORKERS = 50 / WORKER_SPACING;

/**
 * The stack of the Playwright worker in slot `parallelIndex` (0 … workers - 1): each worker has
 * its own, so workers never share a chain or an API.
 */
export function workerStack(parallelIndex: number): TestStackPorts {
  if (!Number.isInteger(parallelIndex) || parallelIndex < 0 || parallelIndex > MAX_WORKERS - 1)
    throw new Error(
      `no test stack for worker slot ${parallelIndex}: at most ${MAX_WORKERS} workers`,
    );
  return testStackAt(WORKER_SPACING * parallelIndex);
}
