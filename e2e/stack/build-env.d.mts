// Types for e2e/stack/build-env.mjs.
export function localStackEnv(): Record<string, string>;
export function buildForLocalStack(): void;
