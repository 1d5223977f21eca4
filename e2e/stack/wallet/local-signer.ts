import {
  type Address,
  type Hex,
  hexToBigInt,
  isAddressEqual,
  type TypedDataDefinition,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { anvilAccounts } from '../chain/accounts';

/** A JSON-RPC call to the chain; it never carries a signing method. */
export type ChainCall = (method: string, params: unknown[]) => Promise<unknown>;

/**
 * The test wallet's keys are the local chain's public development keys: it signs in the page
 * itself, as a real wallet does, and the chain only ever receives signed transactions. A demo
 * `/rpc` that forwarded signing methods would sign with the chain's unlocked accounts for
 * anyone who asked.
 */
function accountOf(address: string) {
  const known = anvilAccounts.find((a) => isAddressEqual(a.address, address as Address));
  if (!known) throw new Error(`no key for ${address}`);
  return privateKeyToAccount(known.privateKey);
}

export function signMessageLocally(address: string, raw: Hex): Promise<Hex> {
  return accountOf(address).signMessage({ message: { raw } });
}

export function signTypedDataLocally(address: string, typedData: unknown): Promise<Hex> {
  return accountOf(address).signTypedData(typedData as TypedDataDefinition);
}

function quantity(value: unknown): bigint | undefined {
  return typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)
    ? hexToBigInt(value as Hex)
    : undefined;
}

/**
 * Fills in what the dapp left out (nonce, gas, gas price) from the chain, signs locally and
 * sends the raw transaction; answers its hash. A legacy transaction: the local chain takes it,
 * and it needs nothing but the gas price.
 */
export async function sendTransactionLocally(
  address: string,
  tx: Record<string, unknown>,
  chainId: number,
  chain: ChainCall,
): Promise<Hex> {
  const account = accountOf(address);
  const to = typeof tx.to === 'string' ? (tx.to as Address) : undefined;
  const input = typeof tx.data === 'string' ? tx.data : tx.input;
  const data = typeof input === 'string' ? (input as Hex) : undefined;
  const value = quantity(tx.value);
  const hex = (n: bigint | undefined) => (n === undefined ? undefined : `0x${n.toString(16)}`);
  const nonce =
    quantity(tx.nonce) ??
    hexToBigInt((await chain('eth_getTransactionCount', [account.address, 'pending'])) as Hex);
  const gasPrice =
    quantity(tx.gasPrice) ??
    quantity(tx.maxFeePerGas) ??
    hexToBigInt((await chain('eth_gasPrice', [])) as Hex);
  const gas =
    quantity(tx.gas ?? tx.gasLimit) ??
    hexToBigInt(
      (await chain('eth_estimateGas', [
        { from: account.address, to, data, value: hex(value) },
      ])) as Hex,
    );
  const signed = await account.signTransaction({
    type: 'legacy',
    chainId,
    nonce: Number(nonce),
    gas,
    gasPrice,
    to,
    data,
    value,
  });
  return (await chain('eth_sendRawTransaction', [signed])) as Hex;
}
