/**
 * The contract writes (loaded on demand by the wallet module, with the first write): an
 * approval and a deposit, signed and sent by the wallet the person signed in with, from the
 * session's account only (wagmi refuses when the wallet's current account is another), on the
 * app's chain only.
 */
import { type Address, erc20Abi, type Hash, maxUint256 } from 'viem';
import type { Connector } from 'wagmi';
import { writeContract } from 'wagmi/actions';
import { DEPOSIT_FLAG } from '@/lib/contract/vault-abi';
import { appChain } from './chain';
import { vault } from './contracts';
import type { WagmiConfig } from './wagmi-config';

/** The config, the connector and the account a write goes out from. */
export interface Sender {
  config: WagmiConfig;
  connector: Connector;
  account: Address;
}

/**
 * Approves `amount`, or the maximum uint256 for 'unlimited' (SPEC §4: later deposits then need
 * no approval). The deposit's review says which the wallet will ask for.
 */
export function approve(
  { config, connector, account }: Sender,
  token: Address,
  spender: Address,
  amount: bigint | 'unlimited',
): Promise<Hash> {
  return writeContract(config, {
    connector,
    account,
    chainId: appChain.id,
    address: token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender, amount === 'unlimited' ? maxUint256 : amount],
  });
}

export function deposit(
  { config, connector, account }: Sender,
  token: Address,
  amount: bigint,
  orderNo: bigint,
): Promise<Hash> {
  return writeContract(config, {
    connector,
    account,
    chainId: appChain.id,
    ...vault,
    functionName: 'deposit',
    args: [token, amount, orderNo, DEPOSIT_FLAG],
  });
}
