'use client';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type Address, formatUnits } from 'viem';
import { FRESH_OFTEN } from '@/lib/api/freshness';
import { userKey } from '@/lib/api/query-keys';
import { tokenBalance } from '@/lib/chain/wallet';
import { TOKEN_DECIMALS } from '@/lib/numbers/decimal';

/** Every token balance read from the wallet's own address on chain. */
const walletBalanceScope = userKey('walletBalance');

/**
 * What the wallet holds of one token on chain (what a top-up can send), as a decimal string.
 * Read the way the deposit itself reads it, so the number matches what it checks.
 */
export function useWalletTokenBalance(token: Address | undefined, owner: string) {
  return useQuery({
    queryKey: [...walletBalanceScope, token, owner],
    enabled: token !== undefined && /^0x[0-9a-fA-F]{40}$/.test(owner),
    queryFn: async () =>
      formatUnits(await tokenBalance(token as Address, owner as Address), TOKEN_DECIMALS),
    ...FRESH_OFTEN,
  });
}

/** After a deposit the wallet holds less: read it again. */
export function invalidateWalletBalances(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: walletBalanceScope });
}
