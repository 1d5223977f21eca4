/**
 * Wallet and chain failures: one function finds the code in any error shape (EIP-1193 `code`,
 * nested `cause`/`error`/`data.originalError`, viem's error chain) and maps it to a message.
 */
export type WalletFailure =
  | 'rejected'
  | 'unauthorized'
  | 'unknownChain'
  | 'pending'
  | 'reverted'
  | 'noGas'
  /** The chain's RPC node did not answer: a connection problem, not the wallet's. */
  | 'network'
  | 'unknown';

const messageKeys: Record<WalletFailure, string> = {
  rejected: 'wallet.rejected',
  unauthorized: 'wallet.unauthorized',
  unknownChain: 'wallet.unknownChain',
  pending: 'wallet.pending',
  reverted: 'wallet.reverted',
  noGas: 'wallet.noGas',
  network: 'errors.requestFailed',
  unknown: 'wallet.failed',
};

function children(err: Record<string, unknown>): unknown[] {
  const data = err.data as Record<string, unknown> | undefined;
  return [err.cause, err.error, data?.originalError, err.originalError];
}

/** The first numeric code found anywhere in the error's chain. */
export function walletErrorCode(error: unknown, depth = 0): number | undefined {
  if (!error || typeof error !== 'object' || depth > 6) return undefined;
  const err = error as Record<string, unknown>;
  if (typeof err.code === 'number') return err.code;
  for (const child of children(err)) {
    const code = walletErrorCode(child, depth + 1);
    if (code !== undefined) return code;
  }
  return undefined;
}

function messageChain(error: unknown, depth = 0): string {
  if (!error || typeof error !== 'object' || depth > 6) return '';
  const err = error as Record<string, unknown>;
  const own = [err.name, err.message, err.shortMessage].filter((v) => typeof v === 'string');
  return [...own, ...children(err).map((c) => messageChain(c, depth + 1))].join(' ');
}

export function classifyWalletError(error: unknown): WalletFailure {
  const code = walletErrorCode(error);
  const text = messageChain(error).toLowerCase();
  if (code === 4001 || /user (rejected|denied)|rejected the request/.test(text)) return 'rejected';
  if (code === 4100) return 'unauthorized';
  if (code === 4902 || /unrecognized chain|unknown chain/.test(text)) return 'unknownChain';
  if (code === -32002) return 'pending';
  if (/insufficient funds/.test(text)) return 'noGas';
  if (/http request failed|httprequesterror|failed to fetch|network ?error/.test(text))
    return 'network';
  if (/revert|status 0|execution reverted/.test(text)) return 'reverted';
  return 'unknown';
}

export function walletMessageKey(error: unknown): string {
  return messageKeys[classifyWalletError(error)];
}
