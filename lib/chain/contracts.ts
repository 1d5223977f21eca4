import { config } from '@/lib/config';

/** The subset of ERC-20 the app calls; declared `as const` so every call is typed. */
export const erc20Abi = [
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'account', type: 'address' }],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'allowance',
    stateMutability: 'view',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'spender', type: 'address' },
    ],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'approve',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'spender', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ type: 'bool' }],
  },
  {
    type: 'event',
    name: 'Approval',
    inputs: [
      { name: 'owner', type: 'address', indexed: true },
      { name: 'spender', type: 'address', indexed: true },
      { name: 'value', type: 'uint256', indexed: false },
    ],
  },
] as const;

/** The deposit vault of SPEC §3. */
export const vaultAbi = [
  {
    type: 'function',
    name: 'deposit',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'token', type: 'address' },
      { name: 'amount', type: 'uint256' },
      { name: 'orderNo', type: 'uint256' },
      { name: 'flag', type: 'uint256' },
    ],
    outputs: [],
  },
  {
    type: 'event',
    name: 'DepositToken',
    inputs: [
      { name: 'from', type: 'address', indexed: true },
      { name: 'to', type: 'address', indexed: true },
      { name: 'orderNo', type: 'uint256', indexed: true },
      { name: 'amount', type: 'uint256', indexed: false },
    ],
  },
  { type: 'error', name: 'OrderExist', inputs: [] },
  { type: 'error', name: 'ParamError', inputs: [] },
  { type: 'error', name: 'VaultIsNull', inputs: [] },
] as const;

/** The constant last argument of every vault deposit (SPEC §4). */
export const DEPOSIT_FLAG = 1n;

export const vault = { address: config.vault, abi: vaultAbi } as const;
