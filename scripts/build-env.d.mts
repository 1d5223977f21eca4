// Types for scripts/build-env.mjs, so next.config.mjs and TypeScript tests can use it.
type Env = Record<string, string | undefined>;
export const REQUIRED: Record<string, string>;
export const ADDRESS_VARIABLES: string[];
export function isLocalStackBuild(env: Env): boolean;
export function checkBuildEnv(env: Env): string[];
export function malformedAddresses(env: Env): string[];
export function buildEnvProblem(env: Env): string | undefined;
export function walletConnectNotice(env: Env): string | undefined;
