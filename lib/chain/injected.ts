import type { Address, Hex } from 'viem';
import { classifyWalletError } from '@/lib/errors/wallet-errors';
import { checksummed } from '@/lib/numbers/address';
import type { Eip1193Provider } from './detect';

/**
 * The host wallet's own calls, straight over EIP-1193. Inside a wallet's browser the wallet is
 * the one at `window.ethereum`, and signing in needs nothing more than these: the wallet
 * library (its own large chunk) then loads after the balances are on screen, for on-chain
 * actions only.
 */

function firstAccount(accounts: unknown): Address | undefined {
  const first = Array.isArray(accounts) ? accounts[0] : undefined;
  return typeof first === 'string' ? checksummed(first) : undefined;
}

/**
 * Asks the wallet for its account (a prompt only if this site was never allowed) and chain.
 * `asked` is the answer to that same request when it was already sent (the page's first
 * script): a refusal stands, any other failure is asked again.
 */
export async function connectInjected(
  provider: Eip1193Provider,
  asked?: Promise<unknown>,
): Promise<{ address: Address; chainId: number }> {
  const ask = () => provider.request({ method: 'eth_requestAccounts' });
  const accounts = asked
    ? await asked.catch((error: unknown) => {
        if (classifyWalletError(error) === 'rejected') throw error;
        return ask();
      })
    : await ask();
  const address = firstAccount(accounts);
  if (!address) throw new Error('The wallet returned no account');
  return { address, chainId: await injectedChainId(provider) };
}

/** The account the wallet has already allowed this site, without a prompt. */
export async function injectedAccount(provider: Eip1193Provider): Promise<Address | undefined> {
  return firstAccount(await provider.request({ method: 'eth_accounts' }));
}

export async function injectedChainId(provider: Eip1193Provider): Promise<number> {
  return Number(await provider.request({ method: 'eth_chainId' }));
}

/** The text's UTF-8 bytes as 0x-prefixed hex, as `personal_sign` takes a message. */
function utf8Hex(text: string): Hex {
  let hex = '0x';
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0');
  return hex as Hex;
}

/** EIP-191 signature of a text message (`personal_sign`: the message hex-encoded, then the signer). */
export async function signWithInjected(
  provider: Eip1193Provider,
  address: Address,
  message: string,
): Promise<Hex> {
  const signature = await provider.request({
    method: 'personal_sign',
    params: [utf8Hex(message), address],
  });
  if (typeof signature !== 'string' || !signature.startsWith('0x')) {
    throw new Error('The wallet returned no signature');
  }
  return signature as Hex;
}
