'use client';
import { useCallback, useMemo } from 'react';
import { codeAt } from '@/lib/chain/wallet';
import { config } from '@/lib/config';
import type { Address } from '@/lib/contract/contract';
import { usePlatformConfig } from './api';
import { appContractsFrom, assessDestination, type DestinationRisk } from './destination';

/**
 * `check(address)`: the risk of sending there. The app's contracts come from the build and from
 * the platform config (whichever is known); other addresses are looked up on chain.
 */
export function useDestinationCheck(): (address: Address) => Promise<DestinationRisk | null> {
  const platform = usePlatformConfig();
  const contracts = useMemo(
    () =>
      appContractsFrom(
        [config.tokens.USDT, config.tokens.RWAC, config.vault],
        [platform.data?.vault, ...(platform.data?.depositTokens.map((t) => t.address) ?? [])],
      ),
    [platform.data],
  );
  return useCallback(
    (address: Address) => assessDestination(address, contracts, codeAt),
    [contracts],
  );
}
