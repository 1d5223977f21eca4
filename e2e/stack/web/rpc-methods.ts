/**
 * The JSON-RPC methods the demo's `/rpc` forwards to the chain: the standard ones the page reads
 * with (viem's public client: blocks, calls, logs, receipts, fees) and the one that sends a
 * transaction already signed. No signing method: the chain holds unlocked accounts, and
 * `eth_sendTransaction`, `personal_sign` or `eth_signTypedData_v4` would have it sign for anyone
 * who asked; the test wallets sign in the page and send raw transactions. The chain's own
 * controls (`anvil_setBalance`, `anvil_impersonateAccount`, `evm_snapshot`, …) and any other
 * method are refused, unless the web server runs in test mode.
 */
export const PAGE_RPC_METHODS: ReadonlySet<string> = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_sendRawTransaction',
  'eth_syncing',
  'net_version',
  'web3_clientVersion',
]);

export type RpcId = string | number | null;

export function idOf(call: unknown): RpcId {
  const id = (call as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

export function refused(id: RpcId, message: string, code = -32601) {
  return { jsonrpc: '2.0', id, error: { code, message } };
}

function methodRefusal(call: unknown) {
  const method = (call as { method?: unknown } | null)?.method;
  if (typeof method !== 'string') return refused(idOf(call), 'invalid request', -32600);
  if (!PAGE_RPC_METHODS.has(method))
    return refused(idOf(call), `method ${method} is not forwarded`);
  return null;
}

/**
 * The answer refusing a JSON-RPC request, or null when every call in it may go to the chain. A
 * batch goes whole or not at all: each of its calls is answered, the allowed ones with "batch
 * refused".
 */
export function rpcRefusal(body: string): object | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return refused(null, 'parse error', -32700);
  }
  if (!Array.isArray(parsed)) return methodRefusal(parsed);
  if (parsed.length === 0) return refused(null, 'empty batch', -32600);
  const answers = parsed.map(methodRefusal);
  if (answers.every((answer) => answer === null)) return null;
  return answers.map(
    (answer, i) =>
      answer ?? refused(idOf(parsed[i]), 'batch refused: it holds a call not forwarded'),
  );
}
