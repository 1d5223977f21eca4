// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isWalletBrowser, readInjected, waitForWallet } from './detect';

const wallet = { request: async () => null };

function defineEthereum(descriptor: PropertyDescriptor): void {
  Object.defineProperty(window, 'ethereum', { configurable: true, ...descriptor });
}

describe('wallet detection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(window, 'ethereum');
    vi.restoreAllMocks();
  });

  it('finds an injected provider', () => {
    defineEthereum({ value: wallet });
    expect(readInjected()).toBe(wallet);
  });

  it('treats a throwing window.ethereum getter as no wallet, not a crash', async () => {
    defineEthereum({
      get() {
        throw new Error('blocked by the bridge');
      },
    });
    expect(readInjected()).toBeUndefined();
    expect(isWalletBrowser()).toBe(false);
    const found = waitForWallet(3_000);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await found).toBe(false);
  });

  it('ignores something without request()', () => {
    defineEthereum({ value: { isMetaMask: true } });
    expect(readInjected()).toBeUndefined();
  });

  it('waits for a wallet that injects late (ethereum#initialized)', async () => {
    const found = waitForWallet(3_000);
    await vi.advanceTimersByTimeAsync(1_500);
    defineEthereum({ value: wallet });
    window.dispatchEvent(new Event('ethereum#initialized'));
    expect(await found).toBe(true);
  });

  it('notices a late wallet that sends no event', async () => {
    const found = waitForWallet(3_000);
    await vi.advanceTimersByTimeAsync(1_000);
    defineEthereum({ value: wallet });
    await vi.advanceTimersByTimeAsync(250);
    expect(await found).toBe(true);
  });

  it('counts an EIP-6963 announcement as a wallet', async () => {
    window.addEventListener(
      'eip6963:requestProvider',
      () => window.dispatchEvent(new Event('eip6963:announceProvider')),
      { once: true },
    );
    expect(await waitForWallet(3_000)).toBe(true);
  });

  it('gives up after the wait when nothing comes', async () => {
    const found = waitForWallet(3_000);
    let settled = false;
    void found.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await found).toBe(false);
  });

  it('calls a phone browser with a wallet a wallet browser, a desktop one not', () => {
    defineEthereum({ value: wallet });
    const agent = vi.spyOn(navigator, 'userAgent', 'get');
    agent.mockReturnValue('Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36');
    expect(isWalletBrowser()).toBe(true);
    agent.mockReturnValue('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36');
    expect(isWalletBrowser()).toBe(false);
  });
});
