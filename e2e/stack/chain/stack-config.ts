import { readFileSync } from 'node:fs';
import { type Address, getAddress, isAddress } from 'viem';

export type StackConfig = {
  chainId: number;
  ports: { chain: number; api: number; web: number };
  deployer: Address;
  contracts: { USDT: Address; RWAC: Address; vault: Address; multicall3: Address };
};

const configUrl = new URL('../stack.config.json', import.meta.url);

function address(value: unknown, field: string): Address {
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) {
    throw new Error(`stack.config.json: ${field} is not an address: ${String(value)}`);
  }
  return getAddress(value);
}

function port(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0 || value > 65_535) {
    throw new Error(`stack.config.json: ${field} is not a port: ${String(value)}`);
  }
  return value;
}

function record(value: unknown, field: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) {
    throw new Error(`stack.config.json: ${field} is missing`);
  }
  return value as Record<string, unknown>;
}

/** The one file the chain, the API and the web server agree on; read fresh so edits need no build. */
export function readStackConfig(): StackConfig {
  const raw = record(JSON.parse(readFileSync(configUrl, 'utf8')), 'root');
  const ports = record(raw.ports, 'ports');
  const contracts = record(raw.contracts, 'contracts');
  if (typeof raw.chainId !== 'number') throw new Error('stack.config.json: chainId is missing');
  return {
    chainId: raw.chainId,
    ports: {
      chain: port(ports.chain, 'ports.chain'),
      api: port(ports.api, 'ports.api'),
      web: port(ports.web, 'ports.web'),
    },
    deployer: address(raw.deployer, 'deployer'),
    contracts: {
      USDT: address(contracts.USDT, 'contracts.USDT'),
      RWAC: address(contracts.RWAC, 'contracts.RWAC'),
      vault: address(contracts.vault, 'contracts.vault'),
      multicall3: address(contracts.multicall3, 'contracts.multicall3'),
    },
  };
}
