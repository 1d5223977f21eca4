import { describe, expect, it } from 'vitest';
import type { Eip1193Provider } from './detect';
import { connectInjected, injectedAccount, signWithInjected } from './injected';

const lower = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const checksummed = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function wallet(
  answers: Record<string, unknown>,
  calls: { method: string; params?: unknown }[] = [],
) {
  const provider: Eip1193Provider = {
    request: async (args) => {
      calls.push(args);
      const answer = answers[args.method];
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return provider;
}

describe('the host wallet over EIP-1193', () => {
  it('connects: the first account, checksummed, and the chain as a number', async () => {
    const provider = wallet({ eth_requestAccounts: [lower], eth_chainId: '0x38' });
    await expect(connectInjected(provider)).resolves.toEqual({ address: checksummed, chainId: 56 });
  });

  it('refuses an answer without an account', async () => {
    for (const accounts of [[], null, ['not an address'], 'oops']) {
      const provider = wallet({ eth_requestAccounts: accounts, eth_chainId: '0x38' });
      await expect(connectInjected(provider)).rejects.toThrow('no account');
    }
  });

  it('passes a refusal through unchanged, so its code (4001) is read as a cancel', async () => {
    const refusal = Object.assign(new Error('User rejected the request.'), { code: 4001 });
    const provider = wallet({ eth_requestAccounts: refusal });
    await expect(connectInjected(provider)).rejects.toBe(refusal);
  });

  it("takes the first script's answer for the account instead of asking again", async () => {
    const calls: { method: string }[] = [];
    const provider = wallet({ eth_requestAccounts: [checksummed], eth_chainId: '0x38' }, calls);
    await expect(connectInjected(provider, Promise.resolve([lower]))).resolves.toEqual({
      address: checksummed,
      chainId: 56,
    });
    expect(calls.map((c) => c.method)).toEqual(['eth_chainId']);
  });

  it("keeps the first script's refusal, and asks again after any other failure", async () => {
    const refusal = Object.assign(new Error('User rejected the request.'), { code: 4001 });
    const calls: { method: string }[] = [];
    const provider = wallet({ eth_requestAccounts: [lower], eth_chainId: '0x38' }, calls);
    await expect(connectInjected(provider, Promise.reject(refusal))).rejects.toBe(refusal);
    expect(calls).toEqual([]);
    const notReady = Object.assign(new Error('Provider not ready'), { code: -32603 });
    await expect(connectInjected(provider, Promise.reject(notReady))).resolves.toEqual({
      address: checksummed,
      chainId: 56,
    });
    expect(calls.map((c) => c.method)).toEqual(['eth_requestAccounts', 'eth_chainId']);
  });

  it('reads the allowed account without a prompt', async () => {
    const calls: { method: string }[] = [];
    await expect(injectedAccount(wallet({ eth_accounts: [lower] }, calls))).resolves.toBe(
      checksummed,
    );
    await expect(injectedAccount(wallet({ eth_accounts: [] }))).resolves.toBeUndefined();
    expect(calls.map((c) => c.method)).toEqual(['eth_accounts']);
  });

  it('signs the exact text: personal_sign with the hex-encoded message and the signer', async () => {
    const calls: { method: string; params?: unknown }[] = [];
    const provider = wallet({ personal_sign: '0xabc' }, calls);
    await expect(signWithInjected(provider, checksummed, 'Sign in to RWAT')).resolves.toBe('0xabc');
    expect(calls[0]).toEqual({
      method: 'personal_sign',
      params: ['0x5369676e20696e20746f2052574154', checksummed],
    });
    await expect(
      signWithInjected(wallet({ personal_sign: null }), checksummed, 'x'),
    ).rejects.toThrow('no signature');
  });
});
