import { vaultAbi } from '@/lib/contract/vault-abi';
// Written by hand, not read from the build, so the client library can infer argument and result
// types; abis.test.ts keeps every entry equal to what the compiler emits for ./contracts.

/** The local stack's vault: the production interface plus the stack's admin calls. */
export const depositVaultAbi = [
  ...vaultAbi,
  {
    type: 'function',
    name: 'vault',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'address' }],
  },
  {
    type: 'function',
    name: 'setVault',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'receiver', type: 'address' }],
    outputs: [],
  },
  {
    type: 'function',
    name: 'setOperator',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'newOperator', type: 'address' }],
    outputs: [],
  },
  {
    type: 'function',
    name: 'transferOwnership',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'newOwner', type: 'address' }],
    outputs: [],
  },
  { type: 'error', name: 'NotOwner', inputs: [] },
  { type: 'error', name: 'NotOperator', inputs: [] },
  { type: 'error', name: 'TransferFailed', inputs: [] },
] as const;

/**
 * The test token's only addition to ERC-20. For the standard calls use the client library's
 * `erc20Abi`; the tests check that the token implements every entry of it.
 */
export const testTokenAbi = [
  {
    type: 'function',
    name: 'mint',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [],
  },
] as const;
