import { describe, expect, it } from 'vitest';
import {
  appContractsFrom,
  assessDestination,
  knownRisk,
  riskFromCode,
  riskMessageKeys,
} from './destination';

const VAULT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const USDT = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const app = [VAULT, USDT];

describe('knownRisk', () => {
  it('names the zero address', () => {
    expect(knownRisk(`0x${'0'.repeat(40)}`, app)).toBe('zero');
  });

  it('names burn addresses: …dEaD, 0x…0001 style values and the common others', () => {
    for (const address of [
      '0x000000000000000000000000000000000000dEaD',
      '0x000000000000000000000000000000000000dead',
      '0x0000000000000000000000000000000000000001',
      '0x0000000000000000000000000000000000000009',
      '0xdEAD000000000000000042069420694206942069',
      '0xFFfFfFffFFfffFFfFFfFFFFFffFFFffffFfFFFfF',
    ]) {
      expect(knownRisk(address, app), address).toBe('burn');
    }
  });

  it('names the app’s own contracts in any letter case', () => {
    expect(knownRisk(VAULT.toLowerCase(), app)).toBe('app-contract');
    expect(knownRisk(USDT, app)).toBe('app-contract');
  });

  it('leaves an ordinary address to the chain', () => {
    expect(knownRisk(WALLET, app)).toBeUndefined();
    // Many zeros, but a real key could own it: not a "tiny value".
    expect(knownRisk('0x0000000000000000000000000000000000010000', app)).toBeUndefined();
  });
});

describe('riskFromCode', () => {
  it('treats empty code as a wallet and anything else as a contract', () => {
    expect(riskFromCode(undefined)).toBeNull();
    expect(riskFromCode('0x')).toBeNull();
    expect(riskFromCode('0x00')).toBeNull();
    expect(riskFromCode('0x6080604052')).toBe('contract');
  });
});

describe('assessDestination', () => {
  it('asks the chain only when the address alone says nothing', async () => {
    const asked: string[] = [];
    const readCode = async (address: string) => {
      asked.push(address);
      return '0x60806040';
    };
    expect(await assessDestination(VAULT, app, readCode)).toBe('app-contract');
    expect(await assessDestination(`0x${'0'.repeat(40)}`, app, readCode)).toBe('zero');
    expect(asked).toEqual([]);
    expect(await assessDestination(WALLET, app, readCode)).toBe('contract');
    expect(asked).toEqual([WALLET]);
  });

  it('passes a wallet without code', async () => {
    expect(await assessDestination(WALLET, app, async () => '0x')).toBeNull();
  });

  it('reports a failed lookup as unchecked, never as fine', async () => {
    const failing = async (): Promise<string> => {
      throw new Error('RPC down');
    };
    expect(await assessDestination(WALLET, app, failing)).toBe('unchecked');
  });
});

describe('appContractsFrom', () => {
  it('merges lists, drops blanks and placeholders, and ignores case', () => {
    expect(appContractsFrom([VAULT, '0x', undefined], [VAULT.toLowerCase(), USDT])).toEqual([
      VAULT.toLowerCase(),
      USDT.toLowerCase(),
    ]);
  });
});

describe('riskMessageKeys', () => {
  it('has a message for every risk', () => {
    expect(Object.values(riskMessageKeys)).toEqual([
      'address.zero',
      'address.burn',
      'address.appContract',
      'address.contract',
      'address.unchecked',
    ]);
  });
});
