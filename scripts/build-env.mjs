// The build's configuration, checked before `next build` compiles anything. A production export
// for a real deployment must name its contracts and its API: a value left out would otherwise
// ship as an empty address and fail only in a person's wallet. The local stack's build
// (`npm run build:stack`, e2e/stack/build.ts) passes its own deployment in the same variables
// and says so with RWAT_LOCAL_STACK=1, which lets the API be this origin (its web server
// forwards /api).

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** Variables a production build cannot do without, and what each one is. */
export const REQUIRED = {
  NEXT_PUBLIC_USDT_ADDRESS: 'the USDT token contract',
  NEXT_PUBLIC_RWAC_ADDRESS: 'the RWAC token contract',
  NEXT_PUBLIC_VAULT_ADDRESS: 'the vault contract',
  NEXT_PUBLIC_API_BASE: 'the API origin, e.g. https://api.example.org',
};

/** The variables holding contract addresses. */
export const ADDRESS_VARIABLES = [
  'NEXT_PUBLIC_USDT_ADDRESS',
  'NEXT_PUBLIC_RWAC_ADDRESS',
  'NEXT_PUBLIC_VAULT_ADDRESS',
];

/** True for the local stack's build, whose API answers on the page's own origin. */
export const isLocalStackBuild = (env) => env.RWAT_LOCAL_STACK === '1';

/**
 * The required variables that `env` lacks (unset or blank), in the order of REQUIRED. The local
 * stack's build may leave the API base empty: same origin.
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function checkBuildEnv(env) {
  return Object.keys(REQUIRED).filter((name) => {
    if (name === 'NEXT_PUBLIC_API_BASE' && isLocalStackBuild(env)) return false;
    return !env[name]?.trim();
  });
}

/**
 * The address variables that are set but hold no address (0x and 40 hex digits).
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function malformedAddresses(env) {
  return ADDRESS_VARIABLES.filter((name) => env[name]?.trim() && !ADDRESS.test(env[name].trim()));
}

/**
 * What is wrong with the build's configuration, as one message naming every variable at fault;
 * undefined when nothing is.
 * @param {Record<string, string | undefined>} env
 * @returns {string | undefined}
 */
export function buildEnvProblem(env) {
  const missing = checkBuildEnv(env);
  const malformed = malformedAddresses(env);
  if (missing.length === 0 && malformed.length === 0) return undefined;
  const lines = ['The production build needs its configuration:'];
  for (const name of missing) lines.push(`  ${name} is missing (${REQUIRED[name]})`);
  for (const name of malformed)
    lines.push(`  ${name} is not an address (0x and 40 hex digits): ${env[name]}`);
  lines.push(
    'Set them in the environment of `npm run build`. For the local stack, `npm run build:stack`',
    'builds with its own deployment (e2e/stack/stack.config.json).',
  );
  return lines.join('\n');
}

/**
 * What a production build without WalletConnect says (the sign-in card then offers no wallet
 * app to people whose browser has no wallet, such as the installed app); undefined when it has
 * a project id.
 * @param {Record<string, string | undefined>} env
 * @returns {string | undefined}
 */
export function walletConnectNotice(env) {
  if (env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID?.trim()) return undefined;
  return [
    'NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID is not set: this build offers no WalletConnect, so a',
    'browser without a wallet (the installed app, a computer without an extension) cannot sign',
    'in. A project id is free at https://dashboard.reown.com (README, Configuration).',
  ].join('\n');
}
