/**
 * The code at an address, for the review of a destination: on its own, so that lookup loads
 * only viem's client and this one action (not the reads of a top-up, nor the wallet library).
 */
import type { Address, Hex } from 'viem';
import { getCode } from 'viem/actions';
import { chainClient } from './chain-client';

/** The code deployed at `address` ("0x" or nothing for a wallet). */
export function codeAt(address: Address): Promise<Hex | undefined> {
  return getCode(chainClient, { address });
}
