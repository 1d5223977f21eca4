import { type Address, getAddress, keccak256, slice, stringToHex } from 'viem';
import { anvilAccounts } from '../chain/accounts';

/** The chain's default account `index`: the people who can actually sign in. */
export function demoAccount(index: number): Address {
  const account = anvilAccounts[index];
  if (!account) throw new Error(`no default account ${index}`);
  return account.address;
}

/** Team members nobody signs in as: stable across runs, derived from their index alone. */
export function generatedMember(index: number): Address {
  return getAddress(slice(keccak256(stringToHex(`rwat-seed-member-${index}`)), 12));
}

export const GENERATED_MEMBER_COUNT = 30;
