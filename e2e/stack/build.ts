/**
 * `npm run build:stack`: the production build configured for the local stack, whose deployment
 * e2e/stack/stack.config.json describes. A real deployment runs `npm run build` with its own
 * variables instead (README, Configuration).
 */
import { buildForLocalStack } from './build-env.mjs';

try {
  buildForLocalStack();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
