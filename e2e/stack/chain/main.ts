// Starts the local chain with the stack's contracts deployed and keeps it running until stopped.
// Takes --port N; without it, ports.chain from stack.config.json.
import { anvilAccounts } from './accounts';
import { startChain } from './anvil';
import { deployContracts } from './deploy';

function parsePort(argv: readonly string[]): number | undefined {
  const index = argv.indexOf('--port');
  if (index === -1) return undefined;
  const port = Number(argv[index + 1]);
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) {
    throw new Error(`--port needs a port number, got ${argv[index + 1] ?? 'nothing'}`);
  }
  return port;
}

async function main(): Promise<void> {
  const chain = await startChain({ port: parsePort(process.argv.slice(2)) });
  let stopping = false;
  const shutdown = (code: number) => {
    if (stopping) return;
    stopping = true;
    void chain.stop().finally(() => process.exit(code));
  };
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));

  try {
    const deployment = await deployContracts(chain.rpcUrl);
    const rows = Object.entries(deployment).map(
      ([name, address]) => `  ${name.padEnd(10)} ${address}`,
    );
    console.info(
      [
        `Chain 56 ready at ${chain.rpcUrl} (anvil pid ${chain.pid})`,
        ...rows,
        `  users      ${anvilAccounts[0].address} … ${anvilAccounts[7].address} (accounts 0-7)`,
        'Stop with Ctrl+C.',
      ].join('\n'),
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    shutdown(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
