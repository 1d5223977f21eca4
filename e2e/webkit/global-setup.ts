import type { TestProject } from 'vitest/node';
import { freePort, type Started, start, startDisplay, untilAnswers } from '../stack/processes';
import { webkitStack } from '../stack/test-ports';
import { launchTestStack, untilStackAnswers } from '../stack/test-stack-process';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: { rpcUrl: string; apiUrl: string; webUrl: string };
    driverUrl: string;
    display: string;
  }
}

/**
 * Starts the local stack (chain, API with test controls, web server with the test wallet) on
 * the suite's own ports, a virtual display, and the WebKit WebDriver on a free port; the
 * returned teardown stops all of them by PID, as does the process exit if teardown never runs.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started: Started[] = [];
  const stopAll = async () => {
    for (const one of started.reverse()) await one.stop();
  };
  const killOnExit = () => {
    for (const one of started) {
      if (one.child.pid !== undefined && one.running()) {
        try {
          process.kill(-one.child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    }
  };
  process.once('exit', killOnExit);

  try {
    const stack = launchTestStack(webkitStack);
    started.push(stack);
    const screen = await startDisplay();
    started.push(screen.process);
    const port = await freePort();
    const driver = start(
      'WebKitWebDriver',
      process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver',
      [`--port=${port}`, '--host=127.0.0.1'],
      { env: { ...process.env, DISPLAY: screen.display } },
    );
    started.push(driver);
    const driverUrl = `http://127.0.0.1:${port}`;
    await untilAnswers(`${driverUrl}/status`, driver, 15_000);
    await untilStackAnswers(webkitStack, stack);

    project.provide('stack', {
      rpcUrl: webkitStack.rpcUrl,
      apiUrl: webkitStack.apiUrl,
      webUrl: webkitStack.webUrl,
    });
    project.provide('driverUrl', driverUrl);
    project.provide('display', screen.display);
  } catch (error) {
    await stopAll();
    throw error;
  }

  return async () => {
    await stopAll();
    process.off('exit', killOnExit);
  };
}
