import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { localStackEnv } from './e2e/stack/build-env.mjs';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    // The app's code reads its build-time configuration; tests run against the local stack's.
    env: localStackEnv(),
    setupFiles: ['./vitest.setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'node',
          // Property tests run 10 000 cases each; on a busy 2-core machine that can pass 5 s.
          testTimeout: 30_000,
          include: [
            'lib/**/*.test.{ts,tsx}',
            'components/**/*.test.{ts,tsx}',
            'app/**/*.test.{ts,tsx}',
            'features/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'stack',
          environment: 'node',
          include: ['e2e/stack/**/*.test.ts'],
          // The stack tests start a real chain and API; one file at a time keeps ports apart.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
