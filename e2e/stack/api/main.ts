import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { getAddress, isAddress } from 'viem';
import type { ApiContracts } from './context';
import { createApiServer, stackOrigins } from './server';

const usage = `Usage: tsx e2e/stack/api/main.ts [--port 8787] [--host 127.0.0.1]
  [--rpc http://127.0.0.1:8545] [--test] [--origin http://host:port,...] [--config file.json]
  [--trusted-proxy 127.0.0.2,...]

--config names a JSON file with a "contracts" object holding USDT, RWAC and vault addresses
and "ports.web" (default: e2e/stack/stack.config.json). --origin lists the web origins the app
is served from: the only SIWE domains/URIs a login may name and the only origins CORS answers
(default: http://127.0.0.1:<ports.web> and http://127.0.0.1:<ports.web + 1>, what npm start
serves). --trusted-proxy lists the addresses of the proxies in front of the API, the only
callers whose X-Forwarded-For names the client (default: none).`;

function readWebPort(file: string): number {
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const ports = typeof raw === 'object' && raw !== null && 'ports' in raw ? raw.ports : undefined;
  const web = typeof ports === 'object' && ports !== null && 'web' in ports ? ports.web : undefined;
  if (typeof web !== 'number' || !Number.isInteger(web)) {
    throw new Error(`${file}: ports.web is not a port`);
  }
  return web;
}

function readContracts(file: string): ApiContracts {
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const contracts =
    typeof raw === 'object' && raw !== null && 'contracts' in raw ? raw.contracts : undefined;
  const pick = (name: string) => {
    const value =
      typeof contracts === 'object' && contracts !== null && name in contracts
        ? (contracts as Record<string, unknown>)[name]
        : undefined;
    if (typeof value !== 'string' || !isAddress(value, { strict: false })) {
      throw new Error(`${file}: contracts.${name} is not an address`);
    }
    return getAddress(value);
  };
  return { USDT: pick('USDT'), RWAC: pick('RWAC'), vault: pick('vault') };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8787' },
      host: { type: 'string', default: '127.0.0.1' },
      rpc: { type: 'string', default: 'http://127.0.0.1:8545' },
      test: { type: 'boolean', default: false },
      origin: { type: 'string' },
      'trusted-proxy': { type: 'string' },
      config: {
        type: 'string',
        default: new URL('../stack.config.json', import.meta.url).pathname,
      },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.info(usage);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`bad --port ${values.port}`);
  const server = await createApiServer({
    port,
    host: values.host,
    rpcUrl: values.rpc,
    contracts: readContracts(values.config),
    testMode: values.test,
    origins: values.origin
      ? values.origin
          .split(',')
          .map((o) => o.trim())
          .filter((o) => o.length > 0)
      : stackOrigins(readWebPort(values.config)),
    policy: {
      trustedProxies: (values['trusted-proxy'] ?? '')
        .split(',')
        .map((a) => a.trim())
        .filter((a) => a.length > 0),
    },
  });
  console.info(`reference API listening on ${server.url}${values.test ? ' (test mode)' : ''}`);
  const shutdown = () => {
    void server.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
