// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connect, getConnectors, switchChain } from 'wagmi/actions';
import { config as appConfig } from '@/lib/config';
import { getSession, hydrateSession, setSession } from '@/lib/session/store';
import type { Eip1193Provider } from './detect';
import { addChainParameters, INJECTED } from './injected-connector';
import { checkNetwork, NETWORK_CHECK_TIMEOUT_MS } from './network-check';
import { createWagmiConfig } from './wagmi-config';

type Handler = (params: unknown) => unknown;

/** A wallet on `chainId` whose answers per method can be scripted; records every call. */
function fakeWallet(chainId: number, handlers: Record<string, Handler> = {}) {
  const state = { chainId };
  const calls: string[] = [];
  const provider: Eip1193Provider = {
    request: async ({ method, params }) => {
      calls.push(method);
      const handler = handlers[method];
      if (handler) return handler(params);
      if (method === 'eth_chainId') return `0x${state.chainId.toString(16)}`;
      if (method === 'eth_requestAccounts' || method === 'eth_accounts')
        return ['0x70997970c51812dc3a010c7d01b50e0d17dc79c8'];
      if (method === 'wallet_switchEthereumChain' || method === 'wallet_addEthereumChain') {
        state.chainId = Number((params as [{ chainId: string }])[0].chainId);
        return null;
      }
      throw new Error(`unexpected ${method}`);
    },
  };
  return { provider: { ...provider, on: () => {}, removeListener: () => {} }, calls, state };
}

/**
 * The check as the wallet module runs it: `provider` at `window.ethereum`, connected through
 * the app's wagmi config (its injected connector), switched by wagmi's `switchChain`. Only the
 * requests of the check itself are kept in `calls`.
 */
async function checkThrough(
  wallet: { provider: Eip1193Provider; calls: string[] },
  chainId: number,
): Promise<string> {
  Object.defineProperty(window, 'ethereum', { configurable: true, value: wallet.provider });
  const config = createWagmiConfig();
  const connector = getConnectors(config).find((c) => c.id === INJECTED);
  if (!connector) throw new Error('no injected connector');
  await connect(config, { connector });
  wallet.calls.length = 0;
  const { chainId: _hex, ...addEthereumChainParameter } = addChainParameters();
  return checkNetwork(chainId, async () => {
    const chain = await switchChain(config, {
      chainId: appConfig.chainId,
      addEthereumChainParameter,
    });
    return chain.id;
  });
}

const rpcError = (code: number, message = 'failed') => Object.assign(new Error(message), { code });

/** A wallet on chain 97 whose switch request fails with `error`; the rest answers as usual. */
const switchFailsWith = (error: Error) =>
  fakeWallet(97, {
    wallet_switchEthereumChain: () => {
      throw error;
    },
  });

describe('network check', () => {
  beforeEach(() => {
    sessionStorage.clear();
    hydrateSession();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'ethereum');
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('does nothing on chain 56 and clears the flag', async () => {
    setSession({ networkCheck: true });
    const { provider, calls } = fakeWallet(56);
    expect(await checkThrough({ provider, calls }, 56)).toBe('ok');
    expect(calls).toEqual([]);
    expect(getSession().networkCheck).toBe(false);
  });

  it('switches a wallet that knows the chain and asks for a reload', async () => {
    const { provider, calls, state } = fakeWallet(97);
    expect(await checkThrough({ provider, calls }, 97)).toBe('switched');
    expect(calls).toEqual(['wallet_switchEthereumChain', 'eth_chainId']);
    expect(state.chainId).toBe(56);
    expect(getSession().networkCheck).toBe(false);
  });

  it('adds the chain when the wallet answers 4902', async () => {
    let first = true;
    const wallet = fakeWallet(97, {
      wallet_switchEthereumChain: (params) => {
        if (first) {
          first = false;
          throw rpcError(4902, 'Unrecognized chain ID');
        }
        wallet.state.chainId = Number((params as [{ chainId: string }])[0].chainId);
        return null;
      },
      wallet_addEthereumChain: (params) => {
        const [chain] = params as [{ chainId: string; rpcUrls: string[] }];
        expect(chain.chainId).toBe('0x38');
        expect(chain.rpcUrls[0]).toMatch(/^https?:\/\//);
        // This wallet adds without switching; the check then asks for the switch itself.
        return null;
      },
    });
    expect(await checkThrough(wallet, 97)).toBe('switched');
    expect(wallet.calls).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'eth_chainId',
      'wallet_switchEthereumChain',
      'eth_chainId',
    ]);
  });

  it('adds the chain when 4902 comes nested in data.originalError', async () => {
    const wallet = switchFailsWith(
      Object.assign(rpcError(-32603, 'Internal error'), {
        data: { originalError: { code: 4902, message: 'Unrecognized chain ID' } },
      }),
    );
    expect(await checkThrough(wallet, 97)).toBe('switched');
    expect(wallet.calls).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'eth_chainId',
      'eth_chainId',
    ]);
    expect(wallet.state.chainId).toBe(56);
  });

  it('tries add-then-switch for an error it does not know', async () => {
    const wallet = switchFailsWith(rpcError(-32603, 'Something odd'));
    expect(await checkThrough(wallet, 97)).toBe('switched');
    expect(wallet.calls).toContain('wallet_addEthereumChain');
  });

  it('reports a refusal (4001) without adding, and keeps the flag for the banner', async () => {
    const wallet = switchFailsWith(rpcError(4001, 'User rejected the request.'));
    expect(await checkThrough(wallet, 97)).toBe('refused');
    expect(wallet.calls).toEqual(['wallet_switchEthereumChain']);
    expect(getSession().networkCheck).toBe(true);
    expect(console.warn).toHaveBeenCalled();
  });

  it('reports a refusal nested in data.originalError', async () => {
    const wallet = switchFailsWith(
      Object.assign(rpcError(-32603), { data: { originalError: { code: 4001 } } }),
    );
    expect(await checkThrough(wallet, 97)).toBe('refused');
    expect(wallet.calls).toEqual(['wallet_switchEthereumChain']);
  });

  it('reports a refused add as refused', async () => {
    const wallet = fakeWallet(97, {
      wallet_switchEthereumChain: () => {
        throw rpcError(4902);
      },
      wallet_addEthereumChain: () => {
        throw rpcError(4001, 'User rejected the request.');
      },
    });
    expect(await checkThrough(wallet, 97)).toBe('refused');
    expect(getSession().networkCheck).toBe(true);
  });

  it('reports refused when the wallet says yes but stays on the other chain', async () => {
    const wallet = fakeWallet(97, { wallet_switchEthereumChain: () => null });
    expect(await checkThrough(wallet, 97)).toBe('refused');
  });

  it('gives up on a wallet that never answers', async () => {
    vi.useFakeTimers();
    const wallet = fakeWallet(97, {
      wallet_switchEthereumChain: () => new Promise(() => {}),
    });
    const result = checkThrough(wallet, 97);
    await vi.advanceTimersByTimeAsync(NETWORK_CHECK_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBe('refused');
    expect(getSession().networkCheck).toBe(true);
  });

  it('compares chain ids as numbers', async () => {
    const { provider, calls } = fakeWallet(56);
    expect(await checkThrough({ provider, calls }, '56' as unknown as number)).toBe('ok');
    expect(calls).toEqual([]);
  });
});
