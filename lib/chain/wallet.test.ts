// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { classifyWalletError } from '@/lib/errors/wallet-errors';
import type { Eip1193Provider } from './detect';

const lower = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const checksummed = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

type Answers = Record<string, unknown>;

/** A wallet whose answers per method are scripted; it records every call and emits events. */
function fakeWallet(answers: Answers = {}) {
  const calls: { method: string; params?: unknown }[] = [];
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const state = { accounts: [lower] as string[], chainId: '0x38' };
  const provider: Eip1193Provider = {
    request: async (args) => {
      calls.push(args);
      if (args.method in answers) {
        const answer = answers[args.method];
        if (answer instanceof Error) throw answer;
        return answer;
      }
      if (args.method === 'eth_requestAccounts' || args.method === 'eth_accounts')
        return state.accounts;
      if (args.method === 'eth_chainId') return state.chainId;
      return null;
    },
    on: (event, listener) => {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
    },
    removeListener: (event, listener) => listeners.get(event)?.delete(listener),
  };
  const emit = (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload);
  };
  return { provider, calls, state, emit, listeners };
}

/** Puts `provider` at `window.ethereum`. */
function inject(provider: Eip1193Provider): void {
  Object.defineProperty(window, 'ethereum', { configurable: true, value: provider });
}

/** Has `provider` announce itself (EIP-6963) under `rdns` whenever the page asks. */
function announce(provider: Eip1193Provider, rdns: string, name: string): () => void {
  const answer = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: Object.freeze({ info: { uuid: `${rdns}-uuid`, name, icon: '', rdns }, provider }),
      }),
    );
  window.addEventListener('eip6963:requestProvider', answer);
  return () => window.removeEventListener('eip6963:requestProvider', answer);
}

const refusal = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });

/** A fresh page: the wallet module, the session and its atoms, none of them used yet. */
async function freshPage() {
  vi.resetModules();
  sessionStorage.clear();
  const store = await import('@/lib/session/store');
  store.hydrateSession();
  const wallet = await import('./wallet');
  const { walletAtom } = await import('./wallet-state');
  return { wallet, store, published: () => store.appStore.get(walletAtom) };
}

const stops: (() => void)[] = [];

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  Reflect.deleteProperty(window, 'ethereum');
  for (const stop of stops.splice(0)) stop();
  vi.doUnmock('./contract-writes');
  vi.doUnmock('./chain-reads');
  vi.restoreAllMocks();
});

describe('connecting the wallet', () => {
  it('gives the first account, checksummed, and the chain as a number; publishes them', async () => {
    const { provider } = fakeWallet();
    inject(provider);
    const { wallet, store, published } = await freshPage();
    await expect(wallet.connectWallet()).resolves.toEqual({ address: checksummed, chainId: 56 });
    expect(published()).toEqual({ status: 'connected', address: checksummed, chainId: 56 });
    // The same wallet is found again after a reload.
    expect(store.getSession().wallet).toBe(wallet.INJECTED);
  });

  it('refuses an answer without an account', async () => {
    for (const accounts of [[], null, ['not an address'], 'oops']) {
      inject(fakeWallet({ eth_requestAccounts: accounts }).provider);
      const { wallet, published } = await freshPage();
      await expect(wallet.connectWallet()).rejects.toThrow();
      expect(published().status).not.toBe('connected');
    }
  });

  it('passes a refusal on with its code (4001), so it is read as a cancel', async () => {
    inject(fakeWallet({ eth_requestAccounts: refusal() }).provider);
    const { wallet } = await freshPage();
    const failure = await wallet.connectWallet().catch((error: unknown) => error);
    expect(classifyWalletError(failure)).toBe('rejected');
  });

  it('lists the wallets that announce themselves and connects the one picked', async () => {
    const first = fakeWallet();
    const second = fakeWallet();
    stops.push(
      announce(first.provider, 'org.first', 'First'),
      announce(second.provider, 'org.second', 'Second'),
    );
    const { wallet, store } = await freshPage();
    expect(wallet.walletOptions().map((o) => [o.id, o.name])).toEqual([
      ['org.first', 'First'],
      ['org.second', 'Second'],
    ]);
    await wallet.connectWallet('org.second');
    expect(first.calls).toEqual([]);
    // wagmi's connector of an announced wallet asks for its permission, then the account.
    expect(second.calls.map((c) => c.method)).toEqual([
      'wallet_requestPermissions',
      'eth_requestAccounts',
      'eth_chainId',
    ]);
    expect(store.getSession().wallet).toBe('org.second');
  });

  it('offers the wallet at window.ethereum when none announces itself, and nothing without one', async () => {
    const { wallet } = await freshPage();
    expect(wallet.walletOptions()).toEqual([]);
    await expect(wallet.connectWallet()).rejects.toThrow('No wallet');
    inject(fakeWallet().provider);
    expect(wallet.walletOptions().map((o) => o.id)).toEqual([wallet.INJECTED]);
  });
});

describe('signing', () => {
  it('signs the exact text: personal_sign with the hex-encoded message and the signer', async () => {
    const { provider, calls } = fakeWallet({ personal_sign: '0xabc' });
    inject(provider);
    const { wallet } = await freshPage();
    await wallet.connectWallet();
    await expect(wallet.signMessage(checksummed, 'Sign in to RWAT')).resolves.toBe('0xabc');
    expect(calls.at(-1)).toEqual({
      method: 'personal_sign',
      params: ['0x5369676e20696e20746f2052574154', checksummed],
    });
  });

  it('asks the connected wallet only its chain before the signature', async () => {
    const { provider, calls } = fakeWallet({ personal_sign: '0xabc' });
    inject(provider);
    const { wallet } = await freshPage();
    await wallet.connectWallet();
    const before = calls.length;
    await wallet.signMessage(checksummed, 'Sign in to RWAT');
    expect(calls.slice(before).map((c) => c.method)).toEqual(['eth_chainId', 'personal_sign']);
  });

  it('does not sign on a chain the wallet left without saying so, and publishes that chain', async () => {
    const { provider, calls, state } = fakeWallet({ personal_sign: '0xabc' });
    inject(provider);
    const { wallet, published } = await freshPage();
    await wallet.connectWallet();
    state.chainId = '0x1';
    await expect(wallet.signMessage(checksummed, 'x')).rejects.toBeInstanceOf(
      wallet.WalletLeftChainError,
    );
    expect(calls.map((c) => c.method)).not.toContain('personal_sign');
    expect(published()).toEqual({ status: 'connected', address: checksummed, chainId: 1 });
    await expect(wallet.checkWalletNetwork()).resolves.toBe('refused');
  });

  it('refuses a wallet that answers without a signature', async () => {
    inject(fakeWallet({ personal_sign: null }).provider);
    const { wallet } = await freshPage();
    await wallet.connectWallet();
    await expect(wallet.signMessage(checksummed, 'x')).rejects.toThrow('no signature');
  });
});

describe('watching the wallet', () => {
  it('publishes a change of account or chain the wallet reports', async () => {
    const fake = fakeWallet();
    inject(fake.provider);
    const { wallet, published } = await freshPage();
    await wallet.connectWallet();
    fake.state.chainId = '0x61';
    fake.emit('chainChanged', '0x61');
    await vi.waitFor(() => expect(published().chainId).toBe(97));
    fake.state.accounts = [other];
    fake.emit('accountsChanged', [other]);
    await vi.waitFor(() => expect(published().address).toBe(other));
    fake.state.accounts = [];
    fake.emit('accountsChanged', []);
    await vi.waitFor(() => expect(published()).toEqual({ status: 'disconnected' }));
  });

  it('reconnects a signed-in tab’s wallet from the start without a prompt, and watches it', async () => {
    const fake = fakeWallet();
    inject(fake.provider);
    const { wallet, published } = await freshPage();
    wallet.watchWallet();
    await vi.waitFor(() => expect(published().status).toBe('connected'));
    expect(
      fake.calls.map((c) => c.method).filter((m) => m !== 'eth_accounts' && m !== 'eth_chainId'),
    ).toEqual([]);
    fake.state.chainId = '0x61';
    fake.emit('chainChanged', '0x61');
    await vi.waitFor(() =>
      expect(published()).toEqual({ status: 'connected', address: checksummed, chainId: 97 }),
    );
  });

  it('restores without a prompt, and says when there is no wallet at all', async () => {
    const fake = fakeWallet();
    inject(fake.provider);
    const page = await freshPage();
    await expect(page.wallet.restoreWallet()).resolves.toEqual({
      status: 'connected',
      address: checksummed,
      chainId: 56,
    });
    // Only what needs no prompt: the accounts this site may see, and the chain.
    expect(new Set(fake.calls.map((c) => c.method))).toEqual(
      new Set(['eth_accounts', 'eth_chainId']),
    );

    Reflect.deleteProperty(window, 'ethereum');
    vi.useFakeTimers();
    try {
      const empty = await freshPage();
      const restored = empty.wallet.restoreWallet();
      await vi.advanceTimersByTimeAsync(3_000);
      await expect(restored).resolves.toEqual({ status: 'none' });
      expect(empty.published()).toEqual({ status: 'none' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets go on log-out: this site is disconnected, and the wallet is heard no more', async () => {
    const fake = fakeWallet();
    inject(fake.provider);
    const { wallet, published } = await freshPage();
    await wallet.connectWallet();
    await wallet.disconnectWallet();
    expect(fake.calls.at(-1)?.method).toBe('wallet_revokePermissions');
    expect(published()).toEqual({ status: 'disconnected' });
    fake.emit('chainChanged', '0x61');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(published()).toEqual({ status: 'disconnected' });
  });

  it('ends a wallet app’s session on log-out even before this tab has reconnected to it', async () => {
    const ended: string[] = [];
    vi.doMock('./walletconnect-connector', async () => {
      const { createConnector } = await import('wagmi');
      const { mock } = await import('wagmi/connectors');
      return {
        walletConnectWallet: () =>
          createConnector((config) => {
            const base = mock({
              accounts: [checksummed],
              features: { defaultConnected: true, reconnect: true },
            })(config);
            return {
              ...base,
              id: 'walletConnect',
              async disconnect() {
                ended.push('session ended');
                await base.disconnect();
              },
            };
          }),
      };
    });
    try {
      const { wallet, store, published } = await freshPage();
      store.setSession({ wallet: wallet.WALLETCONNECT });
      // Log-out pressed on a reopened app, before its background reconnect has run.
      await wallet.disconnectWallet(wallet.WALLETCONNECT);
      expect(ended).toEqual(['session ended']);
      expect(published()).toEqual({ status: 'disconnected' });
    } finally {
      vi.doUnmock('./walletconnect-connector');
    }
  });
});

describe('the chain', () => {
  it('reads through the reads module, loaded with the first read; writes go out from the signed-in account', async () => {
    const loaded: string[] = [];
    vi.doMock('./chain-reads', () => {
      loaded.push('reads');
      return { tokenBalance: vi.fn(async () => 5n), codeAt: vi.fn(async () => '0x60') };
    });
    const approve = vi.fn(async () => '0xhash');
    vi.doMock('./contract-writes', () => {
      loaded.push('writes');
      return { approve };
    });
    inject(fakeWallet().provider);
    const { wallet, store } = await freshPage();
    expect(loaded).toEqual([]);
    await expect(wallet.codeAt(checksummed)).resolves.toBe('0x60');
    await expect(wallet.tokenBalance(checksummed, checksummed)).resolves.toBe(5n);
    expect(loaded).toEqual(['reads']);

    // A write goes out from the signed-in account, through the wallet reconnected.
    store.setSession({ address: lower });
    await wallet.approve(other, other, 'unlimited');
    expect(loaded).toEqual(['reads', 'writes']);
    expect(approve).toHaveBeenCalledWith(
      expect.objectContaining({
        account: checksummed,
        connector: expect.objectContaining({ id: wallet.INJECTED }),
      }),
      other,
      other,
      'unlimited',
    );
  });

  it('gives up on a code lookup the chain does not answer in time', async () => {
    vi.doMock('./chain-reads', () => ({ codeAt: () => new Promise(() => {}) }));
    const { wallet } = await freshPage();
    vi.useFakeTimers();
    try {
      const lookup = wallet.codeAt(checksummed);
      const settled = expect(lookup).rejects.toThrow('timed out');
      await vi.advanceTimersByTimeAsync(wallet.CODE_LOOKUP_TIMEOUT_MS);
      await settled;
    } finally {
      vi.useRealTimers();
    }
  });
});
