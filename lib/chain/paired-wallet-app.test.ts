// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { forgetWalletApp, pairedWalletApp, rememberWalletApp } from './paired-wallet-app';

afterEach(() => localStorage.clear());

describe('the paired wallet app', () => {
  it('is none until a wallet app is paired', () => {
    expect(pairedWalletApp()).toBeNull();
  });

  it('is remembered by name across visits (localStorage), until forgotten', () => {
    rememberWalletApp('  Trust Wallet ');
    expect(pairedWalletApp()).toBe('Trust Wallet');
    forgetWalletApp();
    expect(pairedWalletApp()).toBeNull();
  });

  it('keeps no more than a short name of what the wallet calls itself', () => {
    rememberWalletApp('W'.repeat(500));
    expect(pairedWalletApp()).toBe('W'.repeat(40));
    localStorage.setItem('rwat:wallet-app', 'X'.repeat(500));
    expect(pairedWalletApp()).toBe('X'.repeat(40));
  });

  it('keeps nothing for a nameless wallet', () => {
    rememberWalletApp('   ');
    expect(pairedWalletApp()).toBeNull();
  });
});
