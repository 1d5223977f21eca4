/**
 * Ports of the stack that Playwright starts: apart from `npm start`'s, so both can run at once.
 * RWAT_PORT_OFFSET moves all of them, for two test runs side by side on one machine.
 */
const offset = Number(process.env.RWAT_PORT_OFFSET ?? 0) || 0;

/** The test stack's ports and URLs, moved by `shift` on top of RWAT_PORT_OFFSET. */
export function testStackAt(shift: number) {
  const chain = 18545 + offset + shift;
  const api = 18787 + offset + shift;
  const web = 13000 + offset + shift;
  return {
    ports: [chain, api, web] as const,
    rpcUrl: `http://127.0.0.1:${chain}`,
    apiUrl: `http://127.0.0.1:${api}`,
    webUrl: `http://127.0.0.1:${web}`,
  };
}

export const testStack = testStackAt(0);

/**
 * The WebKit suite's stack: its own ports, so it can run beside Playwright's. Half a step of
 * the offsets that separate parallel runs, so neither lands on another run's ports.
 */
export const webkitStack = testStackAt(50);
