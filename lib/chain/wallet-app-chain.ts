/**
 * The chain a paired wallet app last said it is on, kept beside its WalletConnect session. The
 * SDK keeps its own idea of it in IndexedDB, written after it tells the app of the change: a
 * change that signs the person out reloads the page in that same moment, and the write is often
 * lost, so that the reloaded app would take the wallet app to be back on the app's chain. This
 * is written at once, with the session's topic, so another session never inherits it.
 */
const CHAIN_KEY = 'rwat:wallet-app-chain';

export function keptWalletAppChain(topic: string): number | undefined {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(CHAIN_KEY) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return undefined;
    const { topic: keptTopic, chainId } = kept as { topic?: unknown; chainId?: unknown };
    return keptTopic === topic && Number.isSafeInteger(chainId) && Number(chainId) > 0
      ? Number(chainId)
      : undefined;
  } catch {
    return undefined;
  }
}

export function keepWalletAppChain(topic: string, chainId: number | undefined): void {
  try {
    if (chainId === undefined) localStorage.removeItem(CHAIN_KEY);
    else localStorage.setItem(CHAIN_KEY, JSON.stringify({ topic, chainId }));
  } catch {
    // Storage refused: a reloaded app then takes the chain the SDK kept.
  }
}
