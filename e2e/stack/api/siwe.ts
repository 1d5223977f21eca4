import type { IncomingHttpHeaders } from 'node:http';
import { type Address, getAddress, isAddressEqual, type PublicClient } from 'viem';
import { generateSiweNonce, parseSiweMessage, verifySiweMessage } from 'viem/siwe';
import { ApiError, Code } from './codes';
import { RULES } from './rules';
import type { State } from './state';

export function issueNonce(state: State, address: Address, now = Date.now()): string {
  for (const [nonce, entry] of state.nonces) {
    if (entry.expiresAt <= now) state.nonces.delete(nonce);
  }
  const nonce = generateSiweNonce();
  state.nonces.set(nonce, { address, expiresAt: now + RULES.nonceTtlMs });
  return nonce;
}

/**
 * The authorities (host[:port]) a request was addressed to: the Host header, the host a proxy
 * forwarded, and the page origin a browser names on a cross-origin call.
 */
export function requestAuthorities(headers: IncomingHttpHeaders): string[] {
  const found: string[] = [];
  if (headers.host) found.push(headers.host);
  const forwarded = headers['x-forwarded-host'];
  for (const value of Array.isArray(forwarded) ? forwarded : [forwarded]) {
    if (value) found.push(...value.split(',').map((v) => v.trim()));
  }
  if (typeof headers.origin === 'string') {
    try {
      found.push(new URL(headers.origin).host);
    } catch {
      // An unparsable Origin adds nothing.
    }
  }
  return found.filter((v) => v.length > 0).map((v) => v.toLowerCase());
}

export interface LoginProof {
  message: string;
  signature: `0x${string}`;
  /** Domains the message may name: the configured list, or the request's authorities. */
  allowedDomains: readonly string[];
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

  const domain = parsed.domain.toLowerCase();
  if (!proof.allowedDomains.includes(domain)) throw fail(`domain ${parsed.domain} not accepted`);
  if (parsed.chainId !== RULES.chainId) throw fail(`chain id ${String(parsed.chainId)}`);
  if (!parsed.issuedAt || Number.isNaN(parsed.issuedAt.getTime())) throw fail('no issuedAt');
  if (parsed.issuedAt.getTime() > now.getTime() + RULES.issuedAtSkewMs) {
    throw fail('issuedAt in the future');
  }
  if (!parsed.expirationTime || Number.isNaN(parsed.expirationTime.getTime())) {
    throw fail('no expirationTime');
  }
  if (parsed.expirationTime.getTime() <= now.getTime()) throw fail('message expired');

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
