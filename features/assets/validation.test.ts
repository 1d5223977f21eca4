import { describe, expect, it } from 'vitest';
import {
  depositAmountProblem,
  flashAmountProblem,
  hasProblem,
  refusedDestinationProblem,
  transferProblems,
  withdrawProblems,
} from './validation';

const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OTHER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const BAD_CHECKSUM = OTHER.replace('F79bf6', 'f79bf6');

describe('top up amount', () => {
  it('names an empty and an unusable amount', () => {
    expect(depositAmountProblem('')).toBe('deposit.enterAmount');
    expect(depositAmountProblem('0')).toBe('deposit.invalidAmount');
    expect(depositAmountProblem('0.')).toBe('deposit.invalidAmount');
    expect(depositAmountProblem('0.0000000000000000001')).toBe('deposit.invalidAmount');
    expect(depositAmountProblem('12.5')).toBeNull();
    expect(depositAmountProblem('0.000000000000000001')).toBeNull();
  });
});

describe('withdraw', () => {
  it('asks for an address and an amount', () => {
    expect(withdrawProblems({ address: '', amount: '' })).toEqual({
      address: 'withdraw.enterAddress',
      amount: 'withdraw.enterAmount',
    });
  });
  it('refuses a malformed or mistyped address and a zero amount', () => {
    expect(withdrawProblems({ address: '0x12', amount: '0' })).toEqual({
      address: 'address.invalid',
      amount: 'withdraw.invalidAmount',
    });
    expect(withdrawProblems({ address: BAD_CHECKSUM, amount: '1' }).address).toBe(
      'address.checksum',
    );
  });
  it('refuses the zero address and burn addresses, which nobody can receive at', () => {
    const at = (address: string) => withdrawProblems({ address, amount: '1' }).address;
    expect(at(`0x${'0'.repeat(40)}`)).toBe('address.zero');
    expect(at('0x000000000000000000000000000000000000dEaD')).toBe('address.burn');
    expect(transferProblems({ address: `0x${'0'.repeat(40)}`, amount: '1', own: ME }).address).toBe(
      'address.zero',
    );
    // An ordinary wallet, and a contract (warned of, not refused), pass.
    expect(at(OTHER)).toBeNull();
  });
  it('refuses an amount below the platform minimum with 1037’s message', () => {
    const at = (amount: string) =>
      withdrawProblems({ address: OTHER, amount, balance: '1000', minimum: '10' }).amount;
    expect(at('5')).toBe('errors.minWithdraw');
    expect(at('9.999999999999999999')).toBe('errors.minWithdraw');
    expect(at('10')).toBeNull();
    // Without a known minimum the server decides.
    expect(withdrawProblems({ address: OTHER, amount: '5', balance: '1000' }).amount).toBeNull();
    // The minimum is named before the balance.
    expect(
      withdrawProblems({ address: OTHER, amount: '5', balance: '1', minimum: '10' }).amount,
    ).toBe('errors.minWithdraw');
  });
  it('allows a withdrawal to one’s own wallet', () => {
    expect(hasProblem(withdrawProblems({ address: ME, amount: '10', balance: '1000' }))).toBe(
      false,
    );
  });
  it('stops an amount above the balance', () => {
    expect(withdrawProblems({ address: OTHER, amount: '1000.1', balance: '1000' }).amount).toBe(
      'errors.insufficientBalance',
    );
    expect(withdrawProblems({ address: OTHER, amount: '1000', balance: '1000' }).amount).toBeNull();
  });
});

describe('transfer', () => {
  it('asks for an address and a quantity', () => {
    expect(transferProblems({ address: '', amount: '', own: ME })).toEqual({
      address: 'transfer.enterAddress',
      amount: 'transfer.enterQuantity',
    });
  });
  it('refuses an amount below the platform minimum with 1038’s message', () => {
    const at = (amount: string) =>
      transferProblems({ address: OTHER, amount, own: ME, balance: '100', minimum: '1' }).amount;
    expect(at('0.5')).toBe('errors.minTransfer');
    expect(at('1')).toBeNull();
  });
  it('refuses one’s own address in any case, and a bad amount', () => {
    expect(transferProblems({ address: ME.toLowerCase(), amount: '0', own: ME })).toEqual({
      address: 'address.own',
      amount: 'transfer.invalidAmount',
    });
  });
  it('accepts another address', () => {
    expect(hasProblem(transferProblems({ address: OTHER, amount: '1', own: ME }))).toBe(false);
  });
});

describe('flash exchange', () => {
  it('asks for an amount, refuses a bad one and one above the RWAT balance', () => {
    expect(flashAmountProblem('')).toBe('flash.enterAmount');
    expect(flashAmountProblem('0')).toBe('flash.invalidAmount');
    expect(flashAmountProblem('501', '500')).toBe('errors.insufficientBalance');
    expect(flashAmountProblem('500', '500')).toBeNull();
  });
});

describe('destinations no review may let through', () => {
  const USDT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
  const VAULT = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
  const app = [USDT.toLowerCase(), VAULT.toLowerCase()];

  it('refuses the app’s own token and vault in any letter case, the zero and burn addresses', () => {
    expect(refusedDestinationProblem(USDT, app)).toBe('address.appContract');
    expect(refusedDestinationProblem(VAULT.toUpperCase().replace('0X', '0x'), app)).toBe(
      'address.appContract',
    );
    expect(refusedDestinationProblem(`0x${'0'.repeat(40)}`, app)).toBe('address.zero');
    expect(refusedDestinationProblem('0x000000000000000000000000000000000000dEaD', app)).toBe(
      'address.burn',
    );
    expect(refusedDestinationProblem(OTHER, app)).toBeNull();
  });

  it('says it as the address problem of a withdrawal and a transfer', () => {
    const input = { address: USDT, amount: '20', appContracts: app };
    expect(withdrawProblems(input).address).toBe('address.appContract');
    expect(transferProblems({ ...input, own: ME }).address).toBe('address.appContract');
    expect(withdrawProblems({ ...input, address: OTHER }).address).toBeNull();
  });
});
