/**
 * Mines an empty block every `intervalMs` on the local node, so deposits gather confirmations by
 * themselves as they would on a live chain. Transactions are still mined the moment they arrive.
 * While a test has switched automatic mining off to hold a transaction back, the ticker waits
 * too, so the held transaction stays pending until the test mines it.
 */
export interface BlockTicker {
  stop(): Promise<void>;
}

async function rpc<T>(rpcUrl: string, method: string): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
    signal: AbortSignal.timeout(5_000),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

export function startBlockTicker(rpcUrl: string, intervalMs = 1_000): BlockTicker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  async function tick(): Promise<void> {
    try {
      if (await rpc<boolean>(rpcUrl, 'anvil_getAutomine')) await rpc(rpcUrl, 'evm_mine');
    } catch {
      // The node is stopping or busy; the next tick tries again.
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().then(schedule);
    }, intervalMs);
  }

  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
