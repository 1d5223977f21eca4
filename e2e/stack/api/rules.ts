import { dec } from './money';

/** Business constants of the reference server; e2e/stack/api/README.md states each one. */
export const RULES = {
  rwatPrice: dec('0.5'),
  flashFeeRate: dec('0.05'),
  minWithdraw: dec('10'),
  minTransfer: dec('1'),
  /** An order may produce this multiple of its amount before it ends. */
  outputMultiple: dec('2'),
  staticDailyRate: dec('0.01'),
  directRewardRate: dec('0.05'),
  communityRewardRate: dec('0.02'),
  /** Paid per level on the static output the user's whole team produced that day. */
  levelRewardRatePerLevel: dec('0.05'),
  /** Team-performance thresholds for levels 1, 2 and 3. */
  levelThresholds: [dec('1000'), dec('5000'), dec('20000')],
  /** Share of the network's static output that node users split equally. */
  nodePoolRate: dec('0.1'),
  airdropAmount: dec('10'),
  maxActiveOrders: 5,
  /** Tolerated clock difference for a SIWE `issuedAt` slightly ahead of the server. */
  issuedAtSkewMs: 30 * 1000,
  pageSizeDefault: 10,
  pageSizeMax: 50,
  chainId: 56,
} as const;
