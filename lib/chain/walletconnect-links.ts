import type { WalletDeepLink } from './deep-links';

// Apart from the "open in a wallet" links, which a guest's Home shows: these are needed only
// once a person has chosen a wallet app, and come with the pairing dialog.
/**
 * Links that open a wallet app on this phone with a WalletConnect pairing URI, each as the
 * wallet registers it for WalletConnect (its universal link, else its app scheme, + `wc?uri=`).
 */
export function walletConnectLinks(uri: string): WalletDeepLink[] {
  const param = `wc?uri=${encodeURIComponent(uri)}`;
  return [
    { id: 'trust', name: 'Trust Wallet', href: `https://link.trustwallet.com/${param}` },
    { id: 'metamask', name: 'MetaMask', href: `https://metamask.app.link/${param}` },
    { id: 'tokenpocket', name: 'TokenPocket', href: `tpoutside://${param}` },
    { id: 'binance', name: 'Binance Web3 Wallet', href: `bnc://app.binance.com/cedefi/${param}` },
    { id: 'okx', name: 'OKX Wallet', href: `okex://main/${param}` },
    { id: 'bitget', name: 'Bitget Wallet', href: `bitkeep://${param}` },
    { id: 'safepal', name: 'SafePal', href: `safepalwallet://${param}` },
    { id: 'imtoken', name: 'imToken', href: `imtokenv2://${param}` },
  ];
}
