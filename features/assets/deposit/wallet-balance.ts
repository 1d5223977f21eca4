'use client';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import { FRESH_OFTEN } from '@/lib/api/freshness';
import { userKey } from '@/lib/api/query-keys';
import { loadWallet } from '@/lib/chain/wallet';
import { fromUnits } from '@/lib/numbers/decimal';

/** Every token balance read from the wallet's own address on chain. */
const walletBalanceScope = userKey('walletBalance');

/**
 * What the wallet holds of one token on chain (what a top-up can send), as a decimal string.
 * Read through the wallet stack the deposit itself uses, so the number matches what it checks.
 */
export function useWalletTokenBalance(token: Address | undefined, owner: string) {
  return useQuery({
    queryKey: [...walletBalanceScope, token, owner],
    enabled: token !== undefined && /^0x[0-9a-fA-F]{40}$/.test(owner),
    queryFn: async () => {
      const wallet = await loadWallet();
      return fromUnits(await wallet.tokenBalance(token as Address, owner as Address));
    },
    ...FRESH_OFTEN,
  });
}

/** After a deposit the wallet holds less: read it again. */
export function invalidateWalletBalances(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: walletBalanceScope });
}
