#!/usr/bin/env node
// Runs the Biome binary of this platform. The project depends on the platform package itself
// (not the wrapper that lists every platform), because the registry mirror this project installs
// from lacks several platforms' builds and `npm ci` then refuses the lockfile.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const pkg = `@biomejs/cli-${process.platform}-${process.arch}`;
let binary;
try {
  binary = join(
    dirname(require.resolve(`${pkg}/package.json`)),
    process.platform === 'win32' ? 'biome.exe' : 'biome',
  );
} catch {
  console.error(`${pkg} is not installed: add it to optionalDependencies for this platform.`);
  process.exit(1);
}
const result = spawnSync(binary, process.argv.slice(2), { stdio: 'inherit' });
process.exit(result.status ?? 1);
