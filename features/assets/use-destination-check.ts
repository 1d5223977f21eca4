'use client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { codeAt } from '@/lib/chain/wallet';
import { config } from '@/lib/config';
import type { Address } from '@/lib/contract/contract';
import { usePlatformConfig } from './api';
import { appContractsFrom, assessDestination, type DestinationRisk } from './destination';

/**
 * The app's own token and vault contracts, from the build and from the platform config
 * (whichever is known): refused as destinations.
 */
export function useAppContracts(): readonly string[] {
  const platform = usePlatformConfig();
  return useMemo(
    () =>
      appContractsFrom(
        [config.tokens.USDT, config.tokens.RWAC, config.vault],
        [platform.data?.vault, ...(platform.data?.depositTokens.map((t) => t.address) ?? [])],
      ),
    [platform.data],
  );
}

/**
 * `check(address)`: the risk of sending there. The app's contracts are known without asking;
 * other addresses are looked up on chain.
 */
export function useDestinationCheck(): (address: Address) => Promise<DestinationRisk | null> {
  const contracts = useAppContracts();
  return useCallback(
    (address: Address) => assessDestination(address, contracts, codeAt),
    [contracts],
  );
}

/**
 * The risk of the address being typed, looked up as soon as it is a valid address, so the form
 * warns before any review: `risk` is undefined while the lookup runs (`checking`), null for an
 * ordinary wallet. `settled()` waits for the current address's answer (the review needs it).
 */
export function useLiveDestination(address: Address | null) {
  const check = useDestinationCheck();
  const [known, setKnown] = useState<{ address: Address; risk: DestinationRisk | null } | null>(
    null,
  );
  const lookup = useRef<{ address: Address; risk: Promise<DestinationRisk | null> } | null>(null);
  useEffect(() => {
    if (!address) return;
    const risk = check(address);
    lookup.current = { address, risk };
    let current = true;
    void risk.then((found) => {
      if (current) setKnown({ address, risk: found });
    });
    return () => {
      current = false;
    };
  }, [address, check]);
  const risk = address && known?.address === address ? known.risk : undefined;
  const settled = useCallback(async (): Promise<DestinationRisk | null> => {
    if (!address) return null;
    const running = lookup.current;
    return running?.address === address ? running.risk : check(address);
  }, [address, check]);
  return { risk, checking: address !== null && risk === undefined, settled };
}
