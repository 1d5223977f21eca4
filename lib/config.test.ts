import { describe, expect, it } from 'vitest';
import { configuredAddress } from './config';

describe('configuredAddress', () => {
  it('refuses a missing address, naming the variable', () => {
    expect(() => configuredAddress(undefined, 'NEXT_PUBLIC_VAULT_ADDRESS')).toThrow(
      'NEXT_PUBLIC_VAULT_ADDRESS is not set at build time',
    );
    expect(() => configuredAddress('', 'NEXT_PUBLIC_USDT_ADDRESS')).toThrow('is not set');
  });

  it('refuses what is not an address, such as a bare 0x', () => {
    expect(() => configuredAddress('0x', 'NEXT_PUBLIC_RWAC_ADDRESS')).toThrow(
      'NEXT_PUBLIC_RWAC_ADDRESS is not an address: 0x',
    );
  });

  it('passes a configured address through', () => {
    const vault = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
    expect(configuredAddress(vault, 'NEXT_PUBLIC_VAULT_ADDRESS')).toBe(vault);
  });
});
