// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { relayUrl } from './walletconnect-connector';
import { walletConnectLinks } from './walletconnect-links';

describe('the WalletConnect relay', () => {
  it('is WalletConnect’s own when none is configured', () => {
    expect(relayUrl('', 'https://app.example/')).toBeUndefined();
  });

  it('puts a relative relay on the page’s origin, as a WebSocket of the same security', () => {
    expect(relayUrl('/relay', 'http://127.0.0.1:3000/#/pages/index')).toBe(
      'ws://127.0.0.1:3000/relay',
    );
    expect(relayUrl('/relay', 'https://app.example/sub/')).toBe('wss://app.example/relay');
  });

  it('keeps an absolute relay as written', () => {
    expect(relayUrl('wss://relay.example/ws', 'https://app.example/')).toBe(
      'wss://relay.example/ws',
    );
  });
});

describe('wallet-app links', () => {
  const uri =
    'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303';

  it('open the eight common wallet apps, each with the whole pairing URI', () => {
    const links = walletConnectLinks(uri);
    expect(links.map((l) => l.id)).toEqual([
      'trust',
      'metamask',
      'tokenpocket',
      'binance',
      'okx',
      'bitget',
      'safepal',
      'imtoken',
    ]);
    for (const link of links) {
      const query = link.href.slice(link.href.indexOf('?'));
      expect(new URLSearchParams(query).get('uri')).toBe(uri);
    }
  });
});
