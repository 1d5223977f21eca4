// Types for e2e/stack/build-env.mjs.
export const LOCAL_WALLETCONNECT_PROJECT_ID: string;
export function localStackEnv(): Record<string, string>;
export function buildForLocalStack(): void;
