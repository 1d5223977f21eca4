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
