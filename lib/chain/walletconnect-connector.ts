/**
 * WalletConnect v2 as a wagmi connector: wagmi's `walletConnect`, loaded (with the
 * WalletConnect provider it imports) only when a person chooses it or a session made with it is
 * restored. No modal of WalletConnect's (`showQrModal: false`): the pairing URI goes to
 * `onUri`, and the app shows its own QR code and wallet links. No telemetry.
 */
import { numberToHex, SwitchChainError, UserRejectedRequestError } from 'viem';
import { type Connector, createConnector } from 'wagmi';
import { walletConnect } from 'wagmi/connectors';
import { config as appConfig } from '@/lib/config';

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
     * A wallet that says it is on a chain outside the session (`chainChanged` right after it
     * approved, as a wallet on another network does) leaves the provider routing requests to
     * that chain, where the session has no account: wagmi's connect then returns none. The
     * accounts are the session's on the app's chain, and the chain the wallet's, so that the
     * network check asks it to switch.
     */
    const connect: typeof wagmis.connect = async (parameters) => {
      const result = await wagmis.connect(parameters);
      if (result.accounts.length > 0) return result;
      const accounts = await wagmis.getAccounts();
      if (accounts.length === 0) return result;
      const provider = await wagmis.getProvider();
      const routed = Number(await provider.request({ method: 'eth_chainId' }));
      return { accounts: accounts as never, chainId: routed };
    };
    /**
     * A wallet that said it is on another chain is asked itself to switch: the provider alone
     * only moves its own requests between the session's chains and leaves the wallet where it
     * is. wagmi also calls this before each signature and transaction; the wallet is asked
     * nothing then, as the provider already routes to that chain.
     */
    const switchChain: NonNullable<typeof wagmis.switchChain> = async (parameters) => {
      if (!wagmis.switchChain) throw new SwitchChainError(new Error('No chain switch'));
      const provider = await wagmis.getProvider();
      const { session } = provider;
      const routed = session ? Number(await provider.request({ method: 'eth_chainId' })) : 0;
      if (session && routed !== parameters.chainId) {
        try {
          await provider.signer.client.request({
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
      }
      return wagmis.switchChain(parameters);
    };
    return { ...wagmis, connect, switchChain };
  });
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

/** The name the wallet app gave itself in the session's metadata, once paired. */
export async function pairedName(connector: Connector): Promise<string | undefined> {
  const provider: unknown = await connector.getProvider();
  if (typeof provider !== 'object' || provider === null || !('session' in provider))
    return undefined;
  const session = provider.session as { peer?: { metadata?: { name?: unknown } } } | undefined;
  const name = session?.peer?.metadata?.name;
  return typeof name === 'string' ? name : undefined;
}
