import { describe, expect, it } from 'vitest';
import { depositAssets, depositStepKey } from './deposit-assets';

const USDT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const RWAC = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const OTHER = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';

describe('deposit assets', () => {
  it('offers what the API lists, with the token address of this build', () => {
    const listed = {
      depositTokens: [
        { symbol: 'USDT' as const, address: OTHER as `0x${string}`, decimals: 18 },
        { symbol: 'RWAC' as const, address: RWAC as `0x${string}`, decimals: 18 },
        { symbol: 'RWAT' as const, address: OTHER as `0x${string}`, decimals: 18 },
      ],
    };
    expect(depositAssets(listed, { USDT, RWAC })).toEqual([
      { symbol: 'USDT', token: USDT },
      { symbol: 'RWAC', token: RWAC },
    ]);
    expect(depositAssets(listed, { USDT: '0x', RWAC })).toEqual([{ symbol: 'RWAC', token: RWAC }]);
    expect(depositAssets({ depositTokens: [] }, { USDT, RWAC })).toEqual([]);
  });
  it('names every progress step', () => {
    expect(depositStepKey('approving')).toBe('deposit.stepApproving');
    expect(depositStepKey('depositing')).toBe('deposit.stepDepositing');
    expect(depositStepKey('confirming')).toBe('deposit.stepConfirming');
  });
});
