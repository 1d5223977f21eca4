/**
 * What a top-up reads from the chain: balances, the allowance, receipts. Loaded on demand by
 * the wallet module, without the wallet library.
 */
import { type Address, erc20Abi, type Hash } from 'viem';
import { readContract, waitForTransactionReceipt } from 'viem/actions';
import { chainClient as client } from './chain-client';

export function tokenBalance(token: Address, owner: Address): Promise<bigint> {
  return readContract(client, {
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });
}

export function allowance(token: Address, owner: Address, spender: Address): Promise<bigint> {
  return readContract(client, {
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, spender],
  });
}

/**
 * Resolves with the receipt's status. A receipt of status 0 is an answer ("reverted"), not an
 * error: the transaction was mined and failed.
 */
export async function waitForReceipt(hash: Hash): Promise<'success' | 'reverted'> {
  const receipt = await waitForTransactionReceipt(client, { hash, pollingInterval: 500 });
  return receipt.status;
}
