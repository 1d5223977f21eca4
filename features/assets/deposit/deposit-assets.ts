import type { Address } from 'viem';
import type { AssetSymbol, PlatformConfig } from '@/lib/contract/contract';
import type { DepositStep } from './deposit-flow';

export interface DepositAsset {
  symbol: AssetSymbol;
  token: Address;
}

/**
 * The assets the top-up screen offers: those the API lists for deposit AND this build knows a
 * token contract for. The build's own address is the one approved and called, so an API answer
 * can never point the wallet at another contract.
 */
export function depositAssets(
  platform: Pick<PlatformConfig, 'depositTokens'>,
  buildTokens: Partial<Record<AssetSymbol, Address>>,
): DepositAsset[] {
  const out: DepositAsset[] = [];
  for (const listed of platform.depositTokens) {
    const token = buildTokens[listed.symbol];
    if (!token || !/^0x[0-9a-fA-F]{40}$/.test(token)) continue;
    if (out.some((a) => a.symbol === listed.symbol)) continue;
    out.push({ symbol: listed.symbol, token });
  }
  return out;
}

const stepKeys: Record<DepositStep, string> = {
  approving: 'deposit.stepApproving',
  depositing: 'deposit.stepDepositing',
  confirming: 'deposit.stepConfirming',
};

export function depositStepKey(step: DepositStep): string {
  return stepKeys[step];
}
