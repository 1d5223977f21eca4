import type { Address } from '@/lib/contract/contract';
import { ApiError, Code } from './codes';
import type { ApiContracts } from './context';

/**
 * The app's own token and vault contracts hold no one's money for them: tokens sent there are
 * lost. The app refuses them as they are typed; the server refuses them too (1090), for any
 * client, before anything is debited.
 */
export function refuseAppContract(contracts: ApiContracts, address: Address): void {
  const lower = address.toLowerCase();
  // Named one by one: the deploy result passed in as `contracts` has other addresses too (the
  // operator's account), which are wallets.
  const own = [contracts.USDT, contracts.RWAC, contracts.vault];
  if (own.some((c) => c.toLowerCase() === lower)) {
    throw new ApiError(Code.APP_CONTRACT_DESTINATION);
  }
}
