import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Abi, Hex } from 'viem';

export const contractNames = ['TestToken', 'DepositVault', 'Multicall3'] as const;
export type ContractName = (typeof contractNames)[number];

export type Artifact = {
  abi: Abi;
  /** Creation code, for deployment. */
  bytecode: Hex;
  /** Runtime code, for placing a contract at a fixed address without deploying it. */
  deployedBytecode: Hex;
};
export type Artifacts = Record<ContractName, Artifact>;

type CacheFile = { key: string; solcVersion: string; artifacts: Artifacts };

type SolcOutput = {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[];
  contracts?: Record<
    string,
    Record<
      string,
      { abi: Abi; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }
    >
  >;
};

type Solc = { compile(input: string): string; version(): string };

const require = createRequire(import.meta.url);
const contractsDir = new URL('./contracts/', import.meta.url);
const buildDir = new URL('./build/', import.meta.url);
/** The cached build: rewritten (a new file) only when the contracts are compiled again. */
export const cacheFile = new URL('./artifacts.json', buildDir);

// Pinned so the bytecode does not change with the compiler's default target. Paris also keeps
// PUSH0 out of the code, which not every chain or tool accepts.
const settings = {
  evmVersion: 'paris',
  optimizer: { enabled: true, runs: 200 },
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
} as const;

function readSources(): Record<string, { content: string }> {
  const sources: Record<string, { content: string }> = {};
  for (const name of contractNames) {
    sources[`${name}.sol`] = {
      content: readFileSync(new URL(`${name}.sol`, contractsDir), 'utf8'),
    };
  }
  return sources;
}

function solcPackageVersion(): string {
  const pkg: unknown = JSON.parse(readFileSync(require.resolve('solc/package.json'), 'utf8'));
  if (typeof pkg === 'object' && pkg !== null && 'version' in pkg) return String(pkg.version);
  throw new Error('cannot read the version of the solc package');
}

function readCache(key: string): Artifacts | undefined {
  try {
    const cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as CacheFile;
    return cached.key === key ? cached.artifacts : undefined;
  } catch {
    return undefined;
  }
}

function writeCache(file: CacheFile): void {
  mkdirSync(buildDir, { recursive: true });
  // Rename over the old file so a reader running at the same time never sees half a file.
  const tmp = fileURLToPath(new URL(`artifacts.${process.pid}.tmp`, buildDir));
  writeFileSync(tmp, `${JSON.stringify(file, null, 2)}\n`);
  renameSync(tmp, cacheFile);
}

function runSolc(sources: Record<string, { content: string }>): {
  artifacts: Artifacts;
  version: string;
} {
  // Loaded only on a cache miss: the compiler is several megabytes of wasm and takes seconds to start.
  const solc = require('solc') as Solc;
  const output = JSON.parse(
    solc.compile(JSON.stringify({ language: 'Solidity', sources, settings })),
  ) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  for (const warning of (output.errors ?? []).filter((e) => e.severity === 'warning')) {
    console.warn(warning.formattedMessage);
  }
  if (errors.length > 0) {
    throw new Error(`solc failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`);
  }
  const entries = contractNames.map((name): [ContractName, Artifact] => {
    const compiled = output.contracts?.[`${name}.sol`]?.[name];
    if (!compiled) throw new Error(`solc produced no output for ${name}`);
    return [
      name,
      {
        abi: compiled.abi,
        bytecode: `0x${compiled.evm.bytecode.object}`,
        deployedBytecode: `0x${compiled.evm.deployedBytecode.object}`,
      },
    ];
  });
  return { artifacts: Object.fromEntries(entries) as Artifacts, version: solc.version() };
}

/**
 * Compiles the stack's contracts, or returns the cached build when neither the sources, the
 * settings nor the compiler version changed.
 */
export function compileContracts(options: { force?: boolean } = {}): Artifacts {
  const sources = readSources();
  const solcVersion = solcPackageVersion();
  const key = createHash('sha256')
    .update(JSON.stringify({ solcVersion, settings, sources }))
    .digest('hex');
  if (!options.force) {
    const cached = readCache(key);
    if (cached) return cached;
  }
  const { artifacts, version } = runSolc(sources);
  writeCache({ key, solcVersion: version, artifacts });
  return artifacts;
}
