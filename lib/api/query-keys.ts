import type { AssetSymbol, TeamTab } from './contract';

/**
 * The one query-key factory. User-scoped keys start with "user" so sign-out drops them all
 * with one `removeQueries({ queryKey: ['user'] })`.
 */
export const queryKeys = {
  config: () => ['public', 'config'] as const,
  stats: () => ['public', 'stats'] as const,
  notices: () => ['public', 'notices'] as const,
  notice: (id: number) => ['public', 'notice', id] as const,
  user: {
    all: () => ['user'] as const,
    info: () => ['user', 'info'] as const,
    balance: () => ['user', 'balance'] as const,
    packages: () => ['user', 'packages'] as const,
    methods: () => ['user', 'methods'] as const,
    orders: () => ['user', 'orders'] as const,
    teamStats: () => ['user', 'team', 'stats'] as const,
    teamMembers: (tab: TeamTab) => ['user', 'team', 'members', tab] as const,
    /** Every record list at once, for refreshing after an asset action. */
    records: () => ['user', 'records'] as const,
    deposits: () => ['user', 'records', 'deposits'] as const,
    withdrawals: () => ['user', 'records', 'withdrawals'] as const,
    transfers: () => ['user', 'records', 'transfers'] as const,
    exchanges: () => ['user', 'records', 'exchanges'] as const,
    /** Every ledger filter at once. */
    ledgerAll: () => ['user', 'ledger'] as const,
    ledger: (symbol: AssetSymbol | 'all') => ['user', 'ledger', symbol] as const,
  },
} as const;
