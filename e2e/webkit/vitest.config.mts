import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The WebKit suite: stories in a real WebKit browser (WebKitGTK's MiniBrowser through its
 * WebDriver on a virtual display), against the local stack the global setup starts.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'webkit',
    environment: 'node',
    include: ['e2e/webkit/**/*.story.ts'],
    globalSetup: ['e2e/webkit/global-setup.ts'],
    // One browser, one stack: the stories share them, one at a time.
    fileParallelism: false,
    sequence: { concurrent: false },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // As the Playwright suite: in CI a story that fails once runs once more and is reported.
    retry: process.env.CI ? 1 : 0,
  },
});
