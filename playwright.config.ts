import { defineConfig, devices } from '@playwright/test';
import { testStack } from './e2e/stack/test-ports';
import {
  CHROMIUM_DEFAULT_PATH,
  CHROMIUM_FLAGS,
  PHONE_DEVICE,
} from './scripts/browser-settings.mjs';

const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM_DEFAULT_PATH,
  args: CHROMIUM_FLAGS,
};

/**
 * One stack (chain, API, web server with the test wallet) for the whole run; tests reset the
 * API and revert the chain between them, so they run one at a time.
 */
export default defineConfig({
  testDir: 'e2e/specs',
  fullyParallel: false,
  workers: 1,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: testStack.webUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [
    {
      name: 'mobile',
      use: { ...devices[PHONE_DEVICE], launchOptions: chromiumLaunch },
      grepInvert: /@desktop/,
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch },
      grep: /@desktop/,
    },
  ],
  webServer: {
    command: `npx tsx e2e/stack/start.ts --test --no-build --ports ${testStack.ports.join(',')}`,
    url: `${testStack.webUrl}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
