import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { anvilAccounts, anvilMnemonic } from './accounts';
import { readStackConfig } from './stack-config';

describe('anvil accounts', () => {
  it('each key belongs to its address, and both follow from the mnemonic', () => {
    expect(anvilAccounts).toHaveLength(10);
    anvilAccounts.forEach((account, addressIndex) => {
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address);
      expect(mnemonicToAccount(anvilMnemonic, { addressIndex }).address).toBe(account.address);
    });
  });

  it('account 0 is the deployer stack.config.json names', () => {
    expect(anvilAccounts[0].address).toBe(readStackConfig().deployer);
  });
});
