/**
 * WalletConnect v2 as a wagmi connector: wagmi's `walletConnect`, loaded (with the
 * WalletConnect provider it imports) only when a person chooses it or a session made with it is
 * restored. No modal of WalletConnect's (`showQrModal: false`): the pairing URI goes to
 * `onUri`, and the app shows its own QR code and wallet links. No telemetry.
 */
import {
  type Address,
  getAddress,
  isAddress,
  numberToHex,
  SwitchChainError,
  UserRejectedRequestError,
} from 'viem';
import { type Connector, createConnector } from 'wagmi';
import { walletConnect } from 'wagmi/connectors';
import { config as appConfig } from '@/lib/config';
import { keepWalletAppChain, keptWalletAppChain } from './wallet-app-chain';

/** The relay: WalletConnect's own when none is configured; a relative one on this origin. */
export function relayUrl(configured: string, page: string): string | undefined {
  if (!configured) return undefined;
  const url = new URL(configured, page);
  if (url.protocol === 'https:') url.protocol = 'wss:';
  else if (url.protocol === 'http:') url.protocol = 'ws:';
  return url.href;
}

type WalletConnectProvider = Awaited<
  ReturnType<ReturnType<ReturnType<typeof walletConnect>>['getProvider']>
>;

/** `onUri`: each pairing URI (`wc:…`) the connector makes while it waits for the wallet. */
export function walletConnectWallet(onUri?: (uri: string) => void) {
  const origin = window.location.origin;
  const base = walletConnect({
    projectId: appConfig.walletConnectProjectId,
    relayUrl: relayUrl(appConfig.walletConnectRelayUrl, window.location.href),
    showQrModal: false,
    telemetryEnabled: false,
    // Nothing of wagmi's is stored (wagmi-config.ts): the chains asked for cannot be compared
    // with the last ones, and the session is kept as the wallet approved it.
    isNewChainsStale: false,
    metadata: {
      name: 'RWAT',
      description: 'RWAT: staking and mining on BNB Smart Chain',
      url: origin,
      icons: [new URL('icons/icon-192.png', window.location.href).href],
    },
  });
  return createConnector<WalletConnectProvider, Record<string, unknown>>((config) => {
    if (onUri)
      config.emitter.on('message', (message) => {
        if (message.type === 'display_uri' && typeof message.data === 'string') onUri(message.data);
      });
    const wagmis = base(config);
    /**
     * Where the wallet app said it is (its `chainChanged`, or a switch it accepted), apart from
     * where the provider routes requests: the provider moves between the session's chains by
     * itself, and the SDK's own handling of an announcement can leave it routing to the app's
     * chain while the wallet is elsewhere. Unknown until the wallet says; a session restored
     * after a reload starts from the chain the provider kept.
     */
    let walletChain: number | undefined;
    let listening: WalletConnectProvider | undefined;
    const setWalletChain = (topic: string, chainId: number | undefined) => {
      walletChain = chainId;
      keepWalletAppChain(topic, chainId);
    };
    const provider = async () => {
      const found = await wagmis.getProvider();
      if (listening !== found) {
        listening = found;
        const restored = found.session?.topic;
        if (restored && walletChain === undefined) walletChain = keptWalletAppChain(restored);
        found.on('session_event', (payload: unknown) => {
          const announced = announcedChain(payload);
          const topic = found.session?.topic;
          if (announced !== undefined && topic) setWalletChain(topic, announced);
        });
        // The next session's wallet app says afresh where it is.
        found.on('disconnect', () => setWalletChain('', undefined));
      }
      return found;
    };
    // Listening starts with the provider, before any session can announce a chain.
    void provider().catch(() => undefined);
    const walletChainOf = (found: WalletConnectProvider) => walletChain ?? found.chainId;

    /** The session's accounts, whichever chain the provider routes to. */
    const getAccounts: typeof wagmis.getAccounts = async () =>
      sessionAccounts(
        (await provider()).session,
        config.chains.map((chain) => chain.id),
      );
    const getChainId: typeof wagmis.getChainId = async () => walletChainOf(await provider());
    /**
     * wagmi's connect, with the session's accounts (a provider routing to a chain the session
     * has no account on returns none) and the chain the wallet app is on, so that the network
     * check asks it to switch.
     */
    const connect: typeof wagmis.connect = async (parameters) => {
      const found = await provider();
      const result = await wagmis.connect(parameters);
      const accounts = await getAccounts();
      if (accounts.length === 0) return result;
      return { ...result, accounts: accounts as never, chainId: walletChainOf(found) };
    };
    /**
     * A wallet app that is not on the chain asked for is asked itself to switch (the provider
     * alone only moves its own requests between the session's chains and leaves the wallet where
     * it is); the provider then routes there. wagmi also calls this before each signature and
     * transaction; the wallet app is asked nothing then, as it is already on that chain.
     */
    const switchChain: NonNullable<typeof wagmis.switchChain> = async (parameters) => {
      if (!wagmis.switchChain) throw new SwitchChainError(new Error('No chain switch'));
      const found = await provider();
      const { session } = found;
      if (session && walletChainOf(found) !== parameters.chainId) {
        try {
          await found.signer.client.request({
            topic: session.topic,
            chainId: `eip155:${parameters.chainId}`,
            request: {
              method: 'wallet_switchEthereumChain',
              params: [{ chainId: numberToHex(parameters.chainId) }],
            },
          });
        } catch (error) {
          if (isRefusal(error)) throw new UserRejectedRequestError(asError(error));
          throw new SwitchChainError(asError(error));
        }
        setWalletChain(session.topic, parameters.chainId);
      }
      return wagmis.switchChain(parameters);
    };
    const disconnect: typeof wagmis.disconnect = async () => {
      setWalletChain('', undefined);
      return wagmis.disconnect();
    };
    return { ...wagmis, connect, disconnect, getAccounts, getChainId, switchChain };
  });
}

/** The chain a wallet's `chainChanged` session event names (a number, hex, or CAIP-2). */
export function announcedChain(payload: unknown): number | undefined {
  if (typeof payload !== 'object' || payload === null || !('params' in payload)) return undefined;
  const { params } = payload as { params?: { event?: { name?: unknown; data?: unknown } } };
  if (params?.event?.name !== 'chainChanged') return undefined;
  const { data } = params.event;
  const text = typeof data === 'number' ? String(data) : typeof data === 'string' ? data : '';
  const chain = Number(text.startsWith('eip155:') ? text.slice('eip155:'.length) : text);
  return Number.isSafeInteger(chain) && chain > 0 ? chain : undefined;
}

/**
 * The addresses a session approved (CAIP-10 `eip155:<chain>:<address>`), those on `chains`
 * first, each once.
 */
export function sessionAccounts(
  session: { namespaces: Record<string, { accounts: string[] }> } | undefined,
  chains: readonly number[],
): Address[] {
  const parsed = (session?.namespaces.eip155?.accounts ?? []).flatMap((account) => {
    const [namespace, chain, address] = account.split(':');
    return namespace === 'eip155' && address && isAddress(address, { strict: false })
      ? [{ chain: Number(chain), address: getAddress(address) }]
      : [];
  });
  const ordered = [
    ...parsed.filter((a) => chains.includes(a.chain)),
    ...parsed.filter((a) => !chains.includes(a.chain)),
  ];
  return [...new Set(ordered.map((a) => a.address))];
}

/** A wallet's "no" (EIP-1193 4001), as the SDK hands on the wallet's error object. */
function isRefusal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 4001;
}

function asError(error: unknown): Error {
  if (error instanceof Error) return error;
  const message =
    typeof error === 'object' && error !== null && 'message' in error
      ? String(error.message)
      : 'The wallet could not switch';
  return new Error(message);
}

/** How long a reload waits at most for the SDK to store what it has handled. */
export const WALLET_APP_SETTLE_MS = 1_500;
const SETTLE_POLL_MS = 25;

/** What `walletAppSettled` reads of the SDK: its record of received messages, and its storage. */
interface SdkCore {
  relayer: { messages: { getWithoutAck(topics: string[]): Record<string, string[]> } };
  storage: { getItem(key: string): Promise<unknown> };
}

/**
 * Resolves once the WalletConnect SDK has stored that it handled every message of the session it
 * received, or after WALLET_APP_SETTLE_MS. The SDK marks a message handled only after all its
 * listeners ran, and hands the next page whatever is not marked: a page reloaded from inside a
 * listener (a sign-out on the wallet app's `chainChanged`) would hand that event to the next
 * page, whose provider then asks the wallet app to go back to the chain it has since left.
 */
export async function walletAppSettled(
  core: SdkCore,
  topic: string,
  limitMs = WALLET_APP_SETTLE_MS,
): Promise<void> {
  const until = Date.now() + limitMs;
  const pending = () => (core.relayer.messages.getWithoutAck([topic])[topic] ?? []).length > 0;
  // A message is marked after the listener that reloads returns: the check starts a task later.
  do await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
  while (pending() && Date.now() < until);
  // The mark is written to storage after it is made: a read queued behind the write ends after it.
  await core.storage.getItem('rwat:settled').catch(() => undefined);
}

/** `walletAppSettled` for the session `connector` holds, if it holds one. */
export async function connectorSettled(connector: Connector): Promise<void> {
  const provider = (await connector.getProvider()) as WalletConnectProvider | undefined;
  const topic = provider?.session?.topic;
  if (!provider || !topic) return;
  await walletAppSettled(provider.signer.client.core, topic);
}

/** The name the wallet app gave itself in the session's metadata, once paired. */
export async function pairedName(connector: Connector): Promise<string | undefined> {
  const provider: unknown = await connector.getProvider();
  if (typeof provider !== 'object' || provider === null || !('session' in provider))
    return undefined;
  const session = provider.session as { peer?: { metadata?: { name?: unknown } } } | undefined;
  const name = session?.peer?.metadata?.name;
  return typeof name === 'string' ? name : undefined;
}
