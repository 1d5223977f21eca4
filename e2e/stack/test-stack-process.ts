import { type Started, start, untilAnswers } from './processes';
import type { TestStackPorts } from './test-ports';

/** How long a stack may take to answer on a busy two-core machine. */
export const STACK_START_TIMEOUT_MS = 180_000;

/**
 * Launches a test stack (`start.ts --test --no-build`: chain, API with its test controls, web
 * servers with the test wallet) on `ports`, as the leader of its own process group. The stack
 * also stops when its standard input closes, so a test process that dies without stopping it
 * still takes it along.
 */
export function launchTestStack(ports: TestStackPorts, name = 'stack'): Started {
  return start(
    name,
    process.execPath,
    [
      '--import',
      'tsx',
      'e2e/stack/start.ts',
      '--test',
      '--no-build',
      '--stop-with-stdin',
      '--ports',
      ports.ports.join(','),
    ],
    { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } },
  );
}

/** What the stack prints once all its servers listen (start.ts). */
const READY = 'RWAT is running:';

/**
 * Resolves once this stack says it is running and its web server answers; fails if it exits
 * first (a port already taken: another run on the same RWAT_PORT_OFFSET). Its own word counts,
 * not the port: a server of another run on that port would answer too.
 */
export async function untilStackAnswers(ports: TestStackPorts, stack: Started): Promise<void> {
  const deadline = Date.now() + STACK_START_TIMEOUT_MS;
  while (!stack.output().includes(READY)) {
    if (!stack.running()) throw new Error(`${stack.name} exited early:\n${stack.output()}`);
    if (Date.now() > deadline)
      throw new Error(`${stack.name} did not start in time:\n${stack.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await untilAnswers(`${ports.webUrl}/`, stack, Math.max(1_000, deadline - Date.now()));
}

/** Launches a test stack and resolves once it answers (stopped again if it never does). */
export async function startTestStack(ports: TestStackPorts, name = 'stack'): Promise<Started> {
  const stack = launchTestStack(ports, name);
  try {
    await untilStackAnswers(ports, stack);
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return stack;
}
