import { randomBytes } from 'node:crypto';

/**
 * A new deposit order number: 128 random bits as a decimal string (it fits the vault's
 * uint256). It must be unguessable, not just unique: the vault refuses a second deposit with a
 * number already used, so anyone who could predict the next one could block it by depositing
 * first. 2^128 values also keep numbers unique across resets and restarts against one chain.
 */
export function newOrderNo(): string {
  return BigInt(`0x${randomBytes(16).toString('hex')}`).toString();
}
