// The build-time configuration of an app that talks to the local stack, and the build made
// with it (`npm run build:stack`, which `npm start` and `npm test` run). The addresses and chain
// come from the stack's deployment (stack.config.json); the API and RPC stay on the page's own
// origin, where the stack's web server forwards /api and /rpc; RWAT_LOCAL_STACK=1 says so to
// the build's configuration check (scripts/build-env.mjs). WalletConnect goes through the
// stack's own relay, on the same origin at /relay (e2e/stack/walletconnect), under a demo
// project id that no WalletConnect service ever sees.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The local stack's WalletConnect project id: 32 hex digits, as real ones are, and no real one. */
export const LOCAL_WALLETCONNECT_PROJECT_ID = '0000000000000000000000000000cafe';

/** @returns {Record<string, string>} */
export function localStackEnv() {
  const stack = JSON.parse(readFileSync(new URL('./stack.config.json', import.meta.url), 'utf8'));
  return {
    RWAT_LOCAL_STACK: '1',
    NEXT_PUBLIC_API_BASE: '',
    NEXT_PUBLIC_RPC_URL: '/rpc',
    NEXT_PUBLIC_CHAIN_ID: String(stack.chainId),
    NEXT_PUBLIC_USDT_ADDRESS: stack.contracts.USDT,
    NEXT_PUBLIC_RWAC_ADDRESS: stack.contracts.RWAC,
    NEXT_PUBLIC_VAULT_ADDRESS: stack.contracts.vault,
    NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: LOCAL_WALLETCONNECT_PROJECT_ID,
    NEXT_PUBLIC_WALLETCONNECT_RELAY_URL: '/relay',
  };
}

/** The production build (`npm run build`) with the local stack's configuration; throws if it fails. */
export function buildForLocalStack() {
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...localStackEnv() },
  });
  if (result.status !== 0) throw new Error('the local stack build failed');
}
