/**
 * Static server for the export, with same-origin proxies to the API and the chain.
 *
 *   tsx e2e/stack/web/main.ts --port 3000 --api http://127.0.0.1:8787 --rpc http://127.0.0.1:8545
 *     [--wallet] [--wallet-options '{"flavour":"tokenpocket"}'] [--root out] [--base-path /sub/]
 *     [--proxy-from 127.0.0.2] [--test]
 *
 * Without --test, /rpc forwards only the standard methods the page and its test wallet use.
 *
 * Ports default to the ones in stack.config.json.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { WalletOptions } from '../wallet/provider';
import { createWebServer } from './server';

interface PortsConfig {
  ports?: { chain?: number; api?: number; web?: number };
}

const config = JSON.parse(
  readFileSync(new URL('../stack.config.json', import.meta.url), 'utf8'),
) as PortsConfig;

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: String(config.ports?.web ?? 3000) },
    host: { type: 'string', default: '127.0.0.1' },
    api: { type: 'string', default: `http://127.0.0.1:${config.ports?.api ?? 8787}` },
    rpc: { type: 'string', default: `http://127.0.0.1:${config.ports?.chain ?? 8545}` },
    root: { type: 'string', default: 'out' },
    'base-path': { type: 'string', default: '/' },
    wallet: { type: 'boolean', default: false },
    'wallet-options': { type: 'string' },
    'proxy-from': { type: 'string' },
    test: { type: 'boolean', default: false },
  },
  strict: true,
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`--port must be a port number, got ${values.port}`);
  process.exit(2);
}

let walletOptions: WalletOptions | undefined;
if (values['wallet-options'] !== undefined) {
  try {
    walletOptions = JSON.parse(values['wallet-options']) as WalletOptions;
  } catch {
    console.error('--wallet-options must be JSON');
    process.exit(2);
  }
}

async function main(): Promise<void> {
  const server = await createWebServer({
    port,
    host: values.host,
    root: values.root,
    apiUrl: values.api,
    rpcUrl: values.rpc,
    injectWallet: values.wallet,
    walletOptions,
    basePath: values['base-path'],
    proxyFrom: values['proxy-from'],
    testMode: values.test,
  });
  console.info(`web: ${server.url}${values.wallet ? ' (test wallet injected)' : ''}`);

  const shutdown = (): void => {
    server.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
