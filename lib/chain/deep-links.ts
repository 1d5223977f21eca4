/**
 * "Open in wallet" links for browsers without a wallet: each opens the current page inside
 * that wallet's own browser. Formats are the wallets' public deep-link schemes.
 */
export interface WalletDeepLink {
  id: string;
  name: string;
  href: string;
}

export function walletDeepLinks(pageUrl: string): WalletDeepLink[] {
  const encoded = encodeURIComponent(pageUrl);
  const withoutScheme = pageUrl.replace(/^https?:\/\//, '');
  return [
    { id: 'metamask', name: 'MetaMask', href: `https://metamask.app.link/dapp/${withoutScheme}` },
    {
      id: 'trust',
      name: 'Trust Wallet',
      href: `https://link.trustwallet.com/open_url?coin_id=20000714&url=${encoded}`,
    },
    {
      id: 'tokenpocket',
      name: 'TokenPocket',
      href: `tpdapp://open?params=${encodeURIComponent(JSON.stringify({ url: pageUrl, chain: 'BSC' }))}`,
    },
    { id: 'okx', name: 'OKX Wallet', href: `okx://wallet/dapp/url?dappUrl=${encoded}` },
    { id: 'imtoken', name: 'imToken', href: `imtokenv2://navigate/DappView?url=${encoded}` },
    { id: 'bitget', name: 'Bitget Wallet', href: `bitkeep://bkconnect?action=dapp&url=${encoded}` },
  ];
}

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
