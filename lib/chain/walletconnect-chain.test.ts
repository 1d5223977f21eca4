// @vitest-environment happy-dom
import { UserRejectedRequestError } from 'viem';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { announcedChain, sessionAccounts, walletConnectWallet } from './walletconnect-connector';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/**
 * WalletConnect's provider as the connector sees it: it routes requests to `chainId` (and moves
 * there by itself), holds the session, and reaches the wallet app through `signer.client`.
 */
class FakeProvider {
  chainId = 56;
  session = {
    topic: 'session-topic',
    namespaces: { eip155: { accounts: [`eip155:56:${ADDRESS}`] } },
  };
  asked: { topic: string; chainId: string; request: { method: string; params: unknown } }[] = [];
  refuse = false;
  private listeners = new Map<string, ((payload: unknown) => void)[]>();
  signer = {
    client: {
      request: async (args: FakeProvider['asked'][number]) => {
        this.asked.push(args);
        if (this.refuse) throw { code: 4001, message: 'User rejected the request.' };
        return null;
      },
    },
  };
  /** Answered by the provider itself: where it routes. */
  async request({ method }: { method: string }) {
    if (method === 'eth_chainId') return this.chainId;
    throw new Error(`${method} is not the fake's`);
  }
  on(event: string, listener: (payload: unknown) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  /** The wallet app says it is on `chain`, as the SDK hands on its session event. */
  announce(chain: number) {
    for (const listener of this.listeners.get('session_event') ?? [])
      listener({
        topic: this.session.topic,
        params: { event: { name: 'chainChanged', data: chain }, chainId: 'eip155:56' },
      });
  }
  /** Accounts on the chain it routes to only, as wagmi's connector reads them. */
  routedAccounts() {
    return this.session.namespaces.eip155.accounts
      .filter((a) => a.startsWith(`eip155:${this.chainId}:`))
      .map((a) => a.split(':')[2] as `0x${string}`);
  }
}

const fake = vi.hoisted(() => ({ provider: undefined as unknown }));

// wagmi's connector, reduced to what it does with the provider.
vi.mock('wagmi/connectors', () => ({
  walletConnect: () => () => {
    const provider = () => fake.provider as FakeProvider;
    return {
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'walletConnect',
      getProvider: async () => provider(),
      connect: async () => ({ accounts: provider().routedAccounts(), chainId: provider().chainId }),
      getAccounts: async () => provider().routedAccounts(),
      getChainId: async () => provider().chainId,
      // The provider switches between the session's chains without asking the wallet app.
      switchChain: async ({ chainId }: { chainId: number }) => {
        provider().chainId = chainId;
        return { id: chainId };
      },
    };
  },
}));

function connector() {
  const config = { chains: [{ id: 56 }], emitter: { on: () => undefined } };
  return walletConnectWallet()(config as never);
}

/** Lets the connector's listening, which starts with its provider, begin. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let provider: FakeProvider;
beforeEach(() => {
  localStorage.clear();
  provider = new FakeProvider();
  fake.provider = provider;
});

describe('a wallet app on another chain than the one its provider routes to', () => {
  it('is asked to switch, though the provider already routes to the app’s chain', async () => {
    // The SDK's own handling of the announcement can leave the provider on the session's chain.
    const wallet = connector();
    await settle();
    provider.announce(97);
    expect(provider.chainId).toBe(56);

    await wallet.switchChain?.({ chainId: 56 });

    expect(provider.asked).toEqual([
      {
        topic: 'session-topic',
        chainId: 'eip155:56',
        request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x38' }] },
      },
    ]);
  });

  it('connects with the session’s account and the chain the wallet app said, for the network check', async () => {
    const wallet = connector();
    await settle();
    provider.announce(97);
    // The provider routes to the announced chain, where the session has no account.
    provider.chainId = 97;
    await expect(wallet.connect()).resolves.toMatchObject({ accounts: [ADDRESS], chainId: 97 });
    await expect(wallet.getAccounts()).resolves.toEqual([ADDRESS]);
    await expect(wallet.getChainId()).resolves.toBe(97);
  });

  it('a refusal is the person’s no, and the provider stays where it was', async () => {
    const wallet = connector();
    await settle();
    provider.announce(97);
    provider.refuse = true;
    await expect(wallet.switchChain?.({ chainId: 56 })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    );
    await expect(wallet.getChainId()).resolves.toBe(97);
  });

  it('once it switched, the signatures that follow ask it nothing more', async () => {
    const wallet = connector();
    await settle();
    provider.announce(97);
    await wallet.switchChain?.({ chainId: 56 });
    await wallet.switchChain?.({ chainId: 56 });
    expect(provider.asked).toHaveLength(1);
    await expect(wallet.getChainId()).resolves.toBe(56);
  });
});

describe('a wallet app that moved chain, after the page reloaded', () => {
  it('is still taken to be where it said, whatever chain the SDK kept', async () => {
    connector();
    await settle();
    provider.announce(97);
    // The reload that signs the person out comes before the SDK has stored the change.
    provider = new FakeProvider();
    fake.provider = provider;
    const reloaded = connector();
    await settle();
    await expect(reloaded.getChainId()).resolves.toBe(97);
    await expect(reloaded.connect()).resolves.toMatchObject({ accounts: [ADDRESS], chainId: 97 });
    await reloaded.switchChain?.({ chainId: 56 });
    expect(provider.asked).toHaveLength(1);
  });

  it('another session does not inherit it', async () => {
    connector();
    await settle();
    provider.announce(97);
    provider = new FakeProvider();
    provider.session.topic = 'another-session';
    fake.provider = provider;
    await expect(connector().getChainId()).resolves.toBe(56);
  });
});

describe('a wallet app on the app’s chain', () => {
  it('is asked nothing before a signature', async () => {
    const wallet = connector();
    await settle();
    await wallet.switchChain?.({ chainId: 56 });
    expect(provider.asked).toEqual([]);
  });
});

describe('what a wallet app says', () => {
  const event = (name: string, data: unknown) => ({ params: { event: { name, data } } });

  it('reads the chain of a chainChanged event, as a number, hex or CAIP-2', () => {
    expect(announcedChain(event('chainChanged', 97))).toBe(97);
    expect(announcedChain(event('chainChanged', '0x61'))).toBe(97);
    expect(announcedChain(event('chainChanged', 'eip155:97'))).toBe(97);
  });

  it('ignores other events and nonsense', () => {
    expect(announcedChain(event('accountsChanged', [ADDRESS]))).toBeUndefined();
    expect(announcedChain(event('chainChanged', 'mainnet'))).toBeUndefined();
    expect(announcedChain(event('chainChanged', -1))).toBeUndefined();
    expect(announcedChain(null)).toBeUndefined();
  });

  it('lists a session’s addresses once, those on the app’s chains first', () => {
    const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
    const session = {
      namespaces: {
        eip155: {
          accounts: [
            `eip155:97:${other}`,
            `eip155:56:${ADDRESS.toLowerCase()}`,
            `eip155:97:${ADDRESS}`,
            'eip155:56:not-an-address',
          ],
        },
      },
    };
    expect(sessionAccounts(session, [56])).toEqual([ADDRESS, other]);
    expect(sessionAccounts(undefined, [56])).toEqual([]);
  });
});
