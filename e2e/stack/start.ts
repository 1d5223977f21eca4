/**
 * `npm start`: builds the export if it is stale, starts the chain, deploys the contracts,
 * starts the reference API with demo data, serves `out/` with the test wallet injected, and
 * prints one URL. Ctrl-C stops every child. The test suites start it with `--test` (each
 * Playwright worker one of its own, e2e/fixtures/stack.ts).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createApiServer, stackOrigins } from './api/server';
import { buildForLocalStack, LOCAL_WALLETCONNECT_PROJECT_ID } from './build-env.mjs';
import { anvilAccounts } from './chain/accounts';
import { startChain } from './chain/anvil';
import { startBlockTicker } from './chain/block-ticker';
import { deployContracts } from './chain/deploy';
import { readStackConfig } from './chain/stack-config';
import { stackProxyAddress } from './proxy-address';
import { createPhone } from './walletconnect/phone';
import { PHONE_PAGE_PATH } from './walletconnect/phone-controls';
import { createRelay } from './walletconnect/relay';
import { createWebServer } from './web/server';

const SOURCES = [
  'app',
  'components',
  'lib',
  'messages',
  'public',
  'next.config.mjs',
  'package.json',
  // The build's configuration: the local stack's deployment, and its check.
  'e2e/stack/stack.config.json',
  'e2e/stack/build-env.mjs',
  'scripts/build-env.mjs',
  // The steps `npm run build` runs around `next build`.
  'scripts/catalogue-parts.mjs',
  'scripts/start-switches.mjs',
  'scripts/chunk-sources.mjs',
  'scripts/chunk-preloads.mjs',
  'scripts/export-files.mjs',
  'scripts/export-html.mjs',
  'scripts/page-scripts.mjs',
  'scripts/compile-hints.mjs',
  'scripts/inline-first-script.mjs',
  'scripts/frame-guard.mjs',
  'scripts/csp.mjs',
  'scripts/build-sw.mjs',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), 0);
}

function exportIsStale(): boolean {
  const built = join('out', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((source) => newestMtime(source) > builtAt);
}

function build(): void {
  console.info('Building the static export for the local stack…');
  buildForLocalStack();
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      test: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      // Started by a test run: stop as soon as that run is gone, even if it could not say so.
      'stop-with-stdin': { type: 'boolean', default: false },
      ports: { type: 'string' },
      // Another export to serve (the benchmark's ablation variants); never built here.
      root: { type: 'string' },
    },
  });
  const config = readStackConfig();
  const [chainPort, apiPort, webPort] = values.ports
    ? values.ports.split(',').map(Number)
    : [config.ports.chain, config.ports.api, config.ports.web];

  const root = values.root ?? 'out';
  if (!values.root && !values['no-build'] && exportIsStale()) build();
  if (!existsSync(join(root, 'index.html')))
    throw new Error(`${root}/index.html is missing: run the build first`);

  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((e: unknown) => console.error(e));
  };
  let stopping = false;
  const shutDown = () => {
    if (stopping) return;
    stopping = true;
    void stopAll().then(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, shutDown);
  if (values['stop-with-stdin']) {
    process.stdin.once('end', shutDown).once('error', shutDown).resume();
  }

  try {
    const chain = await startChain({ port: chainPort });
    stops.push(chain.stop);
    const contracts = await deployContracts(chain.rpcUrl);
    // A block a second, so deposits gather their confirmations as on a live chain.
    const ticker = startBlockTicker(chain.rpcUrl, 1_000);
    stops.push(ticker.stop);
    // The web servers below proxy /api from an address of their own, the only one whose
    // X-Forwarded-For the API believes.
    const proxyFrom = (await stackProxyAddress()) ?? undefined;
    // The API's test controls and, on /rpc, the chain's: for the test runs only.
    const testMode = values.test || process.env.RWAT_TEST_CONTROLS === '1';
    const api = await createApiServer({
      port: apiPort!,
      rpcUrl: chain.rpcUrl,
      contracts,
      testMode,
      // The web servers below: the only origins a login may name and CORS answers.
      origins: stackOrigins(webPort!),
      policy: { trustedProxies: proxyFrom ? [proxyFrom] : [] },
    });
    stops.push(api.stop);
    // One WalletConnect relay, at /relay on both web servers (their stops leave it to this one).
    const relay = createRelay();
    stops.push(relay.close);
    // The test phone wallet reaches the relay as the app does, through the web server.
    const phone = await createPhone({
      relayUrl: `ws://127.0.0.1:${webPort}/relay`,
      rpcUrl: chain.rpcUrl,
      projectId: LOCAL_WALLETCONNECT_PROJECT_ID,
      name: String(webPort),
    });
    const web = await createWebServer({
      port: webPort!,
      root,
      apiUrl: api.url,
      rpcUrl: chain.rpcUrl,
      injectWallet: true,
      proxyFrom,
      testMode,
      relay,
      phone,
    });
    stops.push(web.stop);
    // The same export mounted under a sub-path proves relative asset URLs work there too.
    const sub = await createWebServer({
      port: webPort! + 1,
      root,
      apiUrl: api.url,
      rpcUrl: chain.rpcUrl,
      injectWallet: true,
      basePath: '/sub/',
      proxyFrom,
      testMode,
      relay,
    });
    stops.push(sub.stop);
    // First to stop: before the servers drop its connection to the relay.
    stops.push(phone.stop);

    console.info(`\nRWAT is running: ${web.url}\n`);
    console.info(
      `  chain ${chain.rpcUrl} (id 56) · API ${api.url}${testMode ? ' (test controls on)' : ''}`,
    );
    console.info('  The page has a test wallet injected. Demo accounts (public test keys):');
    const roles = [
      'team root, node identity, large team',
      'member with balances, referrer set',
      'new member without a referrer',
      'member of another line',
      'disabled account',
      'member holding RWAT',
    ];
    for (const [i, role] of roles.entries()) {
      console.info(`    #${i} ${anvilAccounts[i]!.address}  ${role}`);
    }
    console.info(
      `  WalletConnect: in the app choose WalletConnect and Copy link, then paste it at ${web.origin}${PHONE_PAGE_PATH}`,
    );
    console.info(
      `  (a test phone wallet on demo account #1; the relay is ws://127.0.0.1:${webPort}/relay).`,
    );
    console.info('  Ctrl-C stops everything.\n');
  } catch (error) {
    await stopAll();
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
