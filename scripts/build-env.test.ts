// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  buildEnvProblem,
  checkBuildEnv,
  malformedAddresses,
  walletConnectNotice,
} from './build-env.mjs';

const complete = {
  NEXT_PUBLIC_USDT_ADDRESS: '0x55d398326f99059fF775485246999027B3197955',
  NEXT_PUBLIC_RWAC_ADDRESS: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  NEXT_PUBLIC_VAULT_ADDRESS: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  NEXT_PUBLIC_API_BASE: 'https://api.example.org',
};

describe('checkBuildEnv', () => {
  it('names every required variable of an empty environment', () => {
    expect(checkBuildEnv({})).toEqual([
      'NEXT_PUBLIC_USDT_ADDRESS',
      'NEXT_PUBLIC_RWAC_ADDRESS',
      'NEXT_PUBLIC_VAULT_ADDRESS',
      'NEXT_PUBLIC_API_BASE',
    ]);
  });

  it('finds nothing missing in a complete environment', () => {
    expect(checkBuildEnv(complete)).toEqual([]);
    expect(buildEnvProblem(complete)).toBeUndefined();
  });

  it('counts a blank value as missing', () => {
    expect(checkBuildEnv({ ...complete, NEXT_PUBLIC_VAULT_ADDRESS: ' ' })).toEqual([
      'NEXT_PUBLIC_VAULT_ADDRESS',
    ]);
  });

  it('lets only the local stack build leave the API base empty (same origin)', () => {
    const sameOrigin = { ...complete, NEXT_PUBLIC_API_BASE: '' };
    expect(checkBuildEnv(sameOrigin)).toEqual(['NEXT_PUBLIC_API_BASE']);
    expect(checkBuildEnv({ ...sameOrigin, RWAT_LOCAL_STACK: '1' })).toEqual([]);
  });

  it('still needs the addresses in the local stack build', () => {
    expect(checkBuildEnv({ RWAT_LOCAL_STACK: '1' })).toEqual([
      'NEXT_PUBLIC_USDT_ADDRESS',
      'NEXT_PUBLIC_RWAC_ADDRESS',
      'NEXT_PUBLIC_VAULT_ADDRESS',
    ]);
  });
});

describe('buildEnvProblem', () => {
  it('names each missing variable and what it is', () => {
    const message = buildEnvProblem({ ...complete, NEXT_PUBLIC_RWAC_ADDRESS: undefined }) ?? '';
    expect(message).toContain('NEXT_PUBLIC_RWAC_ADDRESS is missing (the RWAC token contract)');
    expect(message).not.toContain('NEXT_PUBLIC_USDT_ADDRESS');
  });

  it('refuses an address variable that holds no address', () => {
    const env = { ...complete, NEXT_PUBLIC_USDT_ADDRESS: '0x' };
    expect(malformedAddresses(env)).toEqual(['NEXT_PUBLIC_USDT_ADDRESS']);
    expect(buildEnvProblem(env)).toContain('NEXT_PUBLIC_USDT_ADDRESS is not an address');
  });
});

describe('walletConnectNotice', () => {
  it('says a build without a WalletConnect project id offers none, and where to get one', () => {
    expect(walletConnectNotice({})).toContain('NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID');
    expect(walletConnectNotice({ NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: ' ' })).toBeDefined();
    expect(
      walletConnectNotice({
        NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: '0000000000000000000000000000cafe',
      }),
    ).toBeUndefined();
  });
});
