/**
 * The contract writes, through wagmi (loaded on demand by the wallet module, with the first
 * write): an approval and a deposit, signed and sent by the wallet the person signed in with, from the
 * session's account only (wagmi refuses when the wallet's current account is another), on the
 * app's chain only.
 */
import { type Address, erc20Abi, type Hash, maxUint256 } from 'viem';
import { getConnectors, writeContract } from 'wagmi/actions';
import { DEPOSIT_FLAG } from '@/lib/contract/vault-abi';
import { appChain } from './chain';
import { vault } from './contracts';
import type { Eip1193Provider } from './detect';
import { createWagmiConfig } from './wagmi-config';

/** The wallet and the account a write goes out from. */
export interface Sender {
  provider: Eip1193Provider;
  account: Address;
}

let current: Eip1193Provider | undefined;
const wagmiConfig = createWagmiConfig(() => current);

function through(sender: Sender) {
  current = sender.provider;
  const [connector] = getConnectors(wagmiConfig);
  if (!connector) throw new Error('No wallet connector');
  return { connector, account: sender.account, chainId: appChain.id };
}

/**
 * Approves `amount`, or the maximum uint256 for 'unlimited' (SPEC §4: later deposits then need
 * no approval). The deposit's review says which the wallet will ask for.
 */
export function approve(
  sender: Sender,
  token: Address,
  spender: Address,
  amount: bigint | 'unlimited',
): Promise<Hash> {
  return writeContract(wagmiConfig, {
    ...through(sender),
    address: token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender, amount === 'unlimited' ? maxUint256 : amount],
  });
}

export function deposit(
  sender: Sender,
  token: Address,
  amount: bigint,
  orderNo: bigint,
): Promise<Hash> {
  return writeContract(wagmiConfig, {
    ...through(sender),
    ...vault,
    functionName: 'deposit',
    args: [token, amount, orderNo, DEPOSIT_FLAG],
  });
}
