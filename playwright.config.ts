import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_TEST_PATH, PHONE_DEVICE } from './scripts/browser-settings.mjs';

const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM_TEST_PATH,
  args: CHROMIUM_FLAGS,
};

/**
 * Workers side by side, each with a stack of its own (chain, API, web servers: the `stack`
 * fixture starts it on its slot's ports); every test starts from the seed data and a chain
 * snapshot, so no test waits on another. Two workers are the fastest on two cores
 * (e2e/README.md, "Workers side by side"); RWAT_WORKERS or --workers picks another number.
 */
export default defineConfig({
  testDir: 'e2e/specs',
  // Each test is independent (its own browser context, the seed data, a chain snapshot), so the
  // workers share the tests out one by one and finish together.
  fullyParallel: true,
  workers: Number(process.env.RWAT_WORKERS) || 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  globalTeardown: './e2e/global-teardown.ts',
  reporter: [
    ['list'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
    ['./e2e/retries-reporter.ts'],
  ],
  use: {
    // A trace is a fifth of a test's work, a fifth more with its screencast. CI keeps one of each
    // retried test (named in the report as unfinished); a local run keeps one of each failure, the
    // page's DOM at each step without the screencast.
    trace: process.env.CI
      ? 'on-first-retry'
      : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [
    {
      name: 'mobile',
      // The phone's screen, touch and browser at one CSS pixel per device pixel: the layout is
      // the same and painting takes about a seventh of the pixels (measured on the same 23
      // specs, minutes apart: 15 % less CPU time than at the phone's 2.625).
      use: { ...devices[PHONE_DEVICE], deviceScaleFactor: 1, launchOptions: chromiumLaunch },
      grepInvert: /@desktop/,
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch },
      grep: /@desktop/,
    },
  ],
});
