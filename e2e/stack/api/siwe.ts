import { type Address, getAddress, isAddressEqual, type PublicClient } from 'viem';
import { generateSiweNonce, parseSiweMessage, verifySiweMessage } from 'viem/siwe';
import { ApiError, Code } from './codes';
import type { ServerPolicy } from './policy';
import { RULES } from './rules';
import type { State } from './state';

export type NonceLimits = Pick<
  ServerPolicy,
  'nonceTtlMs' | 'nonceCap' | 'noncesPerClient' | 'noncesPerClientAddress'
>;

/**
 * A fresh nonce for `address`, bound to the client that asked. Memory stays bounded without
 * anyone losing a nonce to someone else: expired nonces are swept; a client keeps at most
 * `noncesPerClientAddress` open for one address (a new one drops that client's oldest for it)
 * and `noncesPerClient` in all; the store holds at most `nonceCap`. Past either bound the request
 * answers 1001, and every open nonce stays usable.
 */
export function issueNonce(
  state: State,
  address: Address,
  client: string,
  limits: NonceLimits,
  now = Date.now(),
): string {
  const forAddress: string[] = [];
  let held = 0;
  for (const [nonce, entry] of state.nonces) {
    if (entry.expiresAt <= now) state.nonces.delete(nonce);
    else if (entry.client === client) {
      held += 1;
      if (isAddressEqual(entry.address, address)) forAddress.push(nonce);
    }
  }
  const retired = forAddress.slice(
    0,
    Math.max(0, forAddress.length - limits.noncesPerClientAddress + 1),
  );
  for (const nonce of retired) state.nonces.delete(nonce);
  held -= retired.length;
  if (held >= limits.noncesPerClient || state.nonces.size >= limits.nonceCap) {
    throw new ApiError(Code.TOO_FREQUENT);
  }
  const nonce = generateSiweNonce();
  state.nonces.set(nonce, { address, client, expiresAt: now + limits.nonceTtlMs });
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
  const parsed = parseSiweMessage(proof.message);
  if (!parsed.address || !parsed.domain || !parsed.nonce) throw fail('message is not EIP-4361');
  const address = getAddress(parsed.address);

  // Consumed before any other check so a nonce can never be tried twice, whatever the outcome.
  const entry = state.nonces.get(parsed.nonce);
  state.nonces.delete(parsed.nonce);
  if (!entry) throw fail('nonce unknown or already used');
  if (entry.expiresAt <= now.getTime()) throw fail('nonce expired');
  if (!isAddressEqual(entry.address, address)) throw fail('nonce issued to another address');

  // Domain and URI come from configuration alone: a request header names whatever the caller
  // wants, so a page on another origin could otherwise have its own domain accepted.
  const origin = proof.allowedOrigins.find((o) => new URL(o).host === parsed.domain?.toLowerCase());
  if (!origin) throw fail(`domain ${parsed.domain} not accepted`);
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
