/**
 * What a top-up reads from the chain: balances, the allowance, receipts. Loaded on demand by
 * the wallet module, without the wallet library.
 */
import { type Address, erc20Abi, type Hash } from 'viem';
import { getBalance, getGasPrice, readContract, waitForTransactionReceipt } from 'viem/actions';
import { chainClient as client } from './chain-client';
import { vault } from './contracts';

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

/** The BNB the wallet holds and the chain's gas price now: what paying a transaction's fee takes. */
export async function gasFunds(owner: Address): Promise<{ balance: bigint; price: bigint }> {
  const [balance, price] = await Promise.all([
    getBalance(client, { address: owner }),
    getGasPrice(client),
  ]);
  return { balance, price };
}

/**
 * Who paid order `orderNo` into the vault; the zero address while nobody has. The vault takes
 * each number once, so a deposit of a number someone else paid first is refused (OrderExist).
 */
export async function orderSender(orderNo: bigint): Promise<Address> {
  const order = await readContract(client, { ...vault, functionName: 'getOrder', args: [orderNo] });
  return order.from;
}

/**
 * Resolves with the receipt's status. A receipt of status 0 is an answer ("reverted"), not an
 * error: the transaction was mined and failed.
 */
export async function waitForReceipt(hash: Hash): Promise<'success' | 'reverted'> {
  const receipt = await waitForTransactionReceipt(client, { hash, pollingInterval: 500 });
  return receipt.status;
}
