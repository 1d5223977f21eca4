import { randomBytes } from 'node:crypto';
import { type Address, getAddress, isAddressEqual, type PublicClient } from 'viem';
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe';
import { LOGIN_MESSAGE_MAX_LENGTH } from '@/lib/contract/areas/public';
import { ApiError, Code } from './codes';
import type { ServerPolicy } from './policy';
import { RULES } from './rules';
import type { State } from './state';

export type NonceLimits = Pick<ServerPolicy, 'nonceTtlMs' | 'nonceCap' | 'noncesPerClient'>;

/** 128 bits from the platform's cryptographic source: no nonce tells anything about another. */
export function newNonce(): string {
  return randomBytes(16).toString('hex');
}

/**
 * A fresh nonce for `address`, held by the client that asked (for the bounds below; the login
 * need not come from the same network address: its signature proves the address, and a phone may
 * move from Wi-Fi to its carrier between the two). No open nonce is ever retired
 * for another request of the same client: people behind one shared address (a carrier's NAT,
 * an office) are one client, and one of them asking for someone's address must not cancel that
 * person's sign-in. Memory stays bounded all the same: expired nonces go first; a client holds
 * at most `noncesPerClient` (past it, its own requests answer 1001); when the store holds
 * `nonceCap`, room is made from the client holding the most, so a flood pushes out its own
 * nonces and a newcomer is always served.
 */
export function issueNonce(
  state: State,
  address: Address,
  client: string,
  limits: NonceLimits,
  now = Date.now(),
): string {
  state.nonces.sweep(now);
  if (state.nonces.heldBy(client) >= limits.noncesPerClient) {
    throw new ApiError(Code.TOO_FREQUENT);
  }
  while (state.nonces.size >= limits.nonceCap) {
    if (!state.nonces.dropFromLargestHolder()) break;
  }
  const nonce = newNonce();
  state.nonces.add(nonce, { address, client, expiresAt: now + limits.nonceTtlMs });
  return nonce;
}

function originOf(uri: string | undefined): string | null {
  if (!uri) return null;
  try {
    return new URL(uri).origin;
  } catch {
    return null;
  }
}

export interface LoginProof {
  message: string;
  signature: `0x${string}`;
  /** Configured web origins (`http://host:port`); the message must name one of them. */
  allowedOrigins: readonly string[];
  publicClient: PublicClient;
  now?: Date;
}

function fail(reason: string): ApiError {
  // The client only learns "signature verification failed"; the reason is for the server log.
  console.info(`login refused: ${reason}`);
  return new ApiError(Code.SIGNATURE_FAILED);
}

/** Checks an EIP-4361 login and consumes its nonce; answers the signer's address or throws 1009. */
export async function verifyLogin(state: State, proof: LoginProof): Promise<Address> {
  const now = proof.now ?? new Date();
  // Reading a message costs time that grows with the square of its length: a long one is
  // refused unread, or one request could hold the server for minutes.
  if (proof.message.length > LOGIN_MESSAGE_MAX_LENGTH) throw fail('message too long');
  const parsed = parseSiweMessage(proof.message);
  if (!parsed.address || !parsed.domain || !parsed.nonce) throw fail('message is not EIP-4361');
  const address = getAddress(parsed.address);

  // Consumed before any other check so a nonce can never be tried twice, whatever the outcome.
  const entry = state.nonces.delete(parsed.nonce);
  if (!entry) throw fail('nonce unknown or already used');
  if (entry.expiresAt <= now.getTime()) throw fail('nonce expired');
  if (!isAddressEqual(entry.address, address)) throw fail('nonce issued to another address');

  // Domain and URI come from configuration alone: a request header names whatever the caller
  // wants, so a page on another origin could otherwise have its own domain accepted.
  const origin = proof.allowedOrigins.find((o) => new URL(o).host === parsed.domain?.toLowerCase());
  if (!origin) throw fail(`domain ${parsed.domain} not accepted`);
  // A scheme, where the message names one, must be the origin's own.
  if (parsed.scheme !== undefined && `${parsed.scheme}:` !== new URL(origin).protocol) {
    throw fail(`scheme ${parsed.scheme} not accepted`);
  }
  if (originOf(parsed.uri) !== origin) throw fail(`uri ${String(parsed.uri)} not accepted`);
  if (parsed.chainId !== RULES.chainId) throw fail(`chain id ${String(parsed.chainId)}`);
  if (!parsed.issuedAt || Number.isNaN(parsed.issuedAt.getTime())) throw fail('no issuedAt');
  if (parsed.issuedAt.getTime() > now.getTime() + RULES.issuedAtSkewMs) {
    throw fail('issuedAt in the future');
  }
  if (!parsed.expirationTime || Number.isNaN(parsed.expirationTime.getTime())) {
    throw fail('no expirationTime');
  }
  if (parsed.expirationTime.getTime() <= now.getTime()) throw fail('message expired');
  if (parsed.notBefore && parsed.notBefore.getTime() > now.getTime()) throw fail('not valid yet');

  let valid = false;
  try {
    valid = await verifySiweMessage(proof.publicClient, {
      message: proof.message,
      signature: proof.signature,
      address,
      domain: parsed.domain,
      nonce: parsed.nonce,
      time: now,
    });
  } catch (error) {
    console.error('login: signature check could not run', error);
  }
  if (!valid) throw fail('signature does not match');
  return address;
}
