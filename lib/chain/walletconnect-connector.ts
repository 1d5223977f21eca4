/**
 * WalletConnect v2 as a wagmi connector: wagmi's `walletConnect`, loaded (with the
 * WalletConnect provider it imports) only when a person chooses it or a session made with it is
 * restored. No modal of WalletConnect's (`showQrModal: false`): the pairing URI goes to
 * `onUri`, and the app shows its own QR code and wallet links. No telemetry.
 */
import { createConnector } from 'wagmi';
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
  return createConnector<
    Awaited<ReturnType<ReturnType<typeof base>['getProvider']>>,
    Record<string, unknown>
  >((config) => {
    if (onUri)
      config.emitter.on('message', (message) => {
        if (message.type === 'display_uri' && typeof message.data === 'string') onUri(message.data);
      });
    return base(config);
  });
}
