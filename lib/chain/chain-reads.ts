/**
 * What the app reads from the chain (balances, the allowance, an address's code, receipts),
 * through wagmi's actions on the config's own RPC, never the wallet's (which may be elsewhere).
 * Loaded on demand by the wallet module, with the first read.
 */
import { type Address, erc20Abi, type Hash, type Hex } from 'viem';
import { waitForTransactionReceipt } from 'viem/actions';
import { getBalance, getBytecode, getGasPrice, readContract } from 'wagmi/actions';
import { vault } from './contracts';
import type { WagmiConfig } from './wagmi-config';

export function tokenBalance(config: WagmiConfig, token: Address, owner: Address): Promise<bigint> {
  return readContract(config, {
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });
}

export function allowance(
  config: WagmiConfig,
  token: Address,
  owner: Address,
  spender: Address,
): Promise<bigint> {
  return readContract(config, {
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, spender],
  });
}

/** The code deployed at `address` ("0x" or nothing for a wallet). */
export function codeAt(config: WagmiConfig, address: Address): Promise<Hex | undefined> {
  return getBytecode(config, { address });
}

/** The BNB the wallet holds and the chain's gas price now: what paying a transaction's fee takes. */
export async function gasFunds(
  config: WagmiConfig,
  owner: Address,
): Promise<{ balance: bigint; price: bigint }> {
  const [balance, price] = await Promise.all([
    getBalance(config, { address: owner }),
    getGasPrice(config),
  ]);
  return { balance: balance.value, price };
}

/**
 * Who paid order `orderNo` into the vault; the zero address while nobody has. The vault takes
 * each number once, so a deposit of a number someone else paid first is refused (OrderExist).
 */
export async function orderSender(config: WagmiConfig, orderNo: bigint): Promise<Address> {
  const order = await readContract(config, { ...vault, functionName: 'getOrder', args: [orderNo] });
  return order.from;
}

/**
 * Resolves with the receipt's status. A receipt of status 0 is an answer ("reverted"), not an
 * error: the transaction was mined and failed. So viem's wait, on the config's client: wagmi's
 * throws on a revert, after replaying the transaction for its reason.
 */
export async function waitForReceipt(
  config: WagmiConfig,
  hash: Hash,
): Promise<'success' | 'reverted'> {
  const receipt = await waitForTransactionReceipt(config.getClient(), {
    hash,
    pollingInterval: 500,
  });
  return receipt.status;
}
