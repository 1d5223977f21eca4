/**
 * The deposit vault's interface (SPEC §3): what the app calls and decodes, and what a backend
 * watches. The local stack's vault implements it (its compiled ABI is checked against this one).
 */
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
    type: 'function',
    name: 'getOrder',
    stateMutability: 'view',
    inputs: [{ name: 'orderNo', type: 'uint256' }],
    outputs: [
      {
        name: '',
        type: 'tuple',
        components: [
          { name: 'orderNo', type: 'uint256' },
          { name: 'token', type: 'address' },
          { name: 'from', type: 'address' },
          { name: 'to', type: 'address' },
          { name: 'amount', type: 'uint256' },
          { name: 'blockNumber', type: 'uint256' },
          { name: 'timestamp', type: 'uint256' },
        ],
      },
    ],
  },
  {
    type: 'function',
    name: 'owner',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'address' }],
  },
  {
    type: 'function',
    name: 'operator',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'address' }],
  },
  {
    type: 'event',
    name: 'DepositToken',
    anonymous: false,
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
