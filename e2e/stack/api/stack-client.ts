import { type Address, erc20Abi, type Hex, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import type { Envelope } from '@/lib/contract/contract';
import { depositVaultAbi } from '../chain/abis';
import { anvilAccounts, type TestAccount } from '../chain/accounts';
import { localPublicClient, localWalletClient } from '../chain/local-chain';
import { rawRequest } from '../raw-request';

/**
 * Calls to a running stack as a client makes them, over HTTP only: the unit tests' stacks use
 * them, and so does `e2e/stack/reproductions.ts` against `npm start`'s. Nothing here needs a
 * test runner.
 */

/** Where a stack's API answers, and the host:port a login's SIWE domain must name. */
export interface StackApi {
  api: { url: string };
  authority: string;
}

/** The chain's RPC (the chain's own port, or a web server's `/rpc`) and the deposit vault. */
export interface StackChain {
  chain: { rpcUrl: string };
  contracts: { vault: Address };
}

export interface CallOptions {
  body?: unknown;
  /** Sent as is, so a test can send malformed JSON. */
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
  /**
   * The local address the request leaves from (`127.0.0.3`, …): another client to the server,
   * as another machine would be.
   */
  from?: string;
}

export interface CallResult<T> {
  status: number;
  body: Envelope<T>;
}

export async function call<T = unknown>(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT' | 'OPTIONS',
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.from !== undefined) {
    // fetch cannot choose the address a request comes from.
    const answer = await rawRequest(`${baseUrl}${path}`, {
      method,
      headers,
      body,
      localAddress: options.from,
    });
    const text = answer.body.toString('utf8');
    return { status: answer.status, body: (text ? JSON.parse(text) : null) as Envelope<T> };
  }
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Envelope<T> };
}

/** Calls an endpoint that must succeed and returns its data. */
export async function ok<T = unknown>(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
): Promise<T> {
  const { status, body } = await call<T>(baseUrl, method, path, options);
  if (status !== 200 || body.code !== 10000) {
    throw new Error(`${method} ${path} → HTTP ${status} ${JSON.stringify(body)}`);
  }
  return body.data;
}

export function accountAt(index: number): TestAccount {
  const account = anvilAccounts[index];
  if (!account) throw new Error(`no account ${index}`);
  return account;
}

export interface SiweOverrides {
  /** The message's scheme before its domain (`https`); none by default, as the app writes it. */
  scheme?: string;
  statement?: string;
  domain?: string;
  uri?: string;
  chainId?: number;
  nonce?: string;
  issuedAt?: Date;
  expirationTime?: Date | null;
  notBefore?: Date;
  /** Signs with this key instead of the account's own. */
  signerKey?: Hex;
  /** The local address the nonce is asked from (another client; see `CallOptions.from`). */
  from?: string;
}

/** A signed login for `account`, built the way the app builds it. */
export async function signedLogin(
  stack: StackApi,
  account: { address: Address; privateKey: Hex },
  overrides: SiweOverrides = {},
): Promise<{ message: string; signature: Hex }> {
  const nonce =
    overrides.nonce ??
    (
      await ok<{ nonce: string }>(
        stack.api.url,
        'GET',
        `/api/auth/nonce?address=${account.address}`,
        { from: overrides.from },
      )
    ).nonce;
  const now = new Date();
  const expirationTime =
    overrides.expirationTime === null
      ? undefined
      : (overrides.expirationTime ?? new Date(now.getTime() + 10 * 60_000));
  const message = createSiweMessage({
    ...(overrides.scheme ? { scheme: overrides.scheme } : {}),
    domain: overrides.domain ?? stack.authority,
    address: account.address,
    statement: overrides.statement ?? 'Sign in to RWAT',
    uri: overrides.uri ?? `http://${overrides.domain ?? stack.authority}`,
    version: '1',
    chainId: overrides.chainId ?? 56,
    nonce,
    issuedAt: overrides.issuedAt ?? now,
    expirationTime,
    notBefore: overrides.notBefore,
  });
  const signer = privateKeyToAccount(overrides.signerKey ?? account.privateKey);
  const signature = await signer.signMessage({ message });
  return { message, signature };
}

/** Logs `account` in and returns its token. */
export async function loginAs(stack: StackApi, index: number): Promise<string> {
  const proof = await signedLogin(stack, accountAt(index));
  const data = await ok<{ token: string }>(stack.api.url, 'POST', '/api/login', { body: proof });
  return data.token;
}

/** What the app does: approve the vault without limit, then deposit with the order number. */
export async function depositFromAccount(
  stack: StackChain,
  from: number | TestAccount,
  token: Address,
  amount: string,
  orderNo: string,
): Promise<{ blockNumber: bigint }> {
  const { rpcUrl } = stack.chain;
  const wallet = localWalletClient(
    rpcUrl,
    privateKeyToAccount((typeof from === 'number' ? accountAt(from) : from).privateKey),
  );
  const reader = localPublicClient(rpcUrl);
  const approve = await wallet.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [stack.contracts.vault, 2n ** 256n - 1n],
  });
  const approved = await reader.waitForTransactionReceipt({ hash: approve });
  if (approved.status !== 'success') throw new Error('approve reverted');
  const hash = await wallet.writeContract({
    address: stack.contracts.vault,
    abi: depositVaultAbi,
    functionName: 'deposit',
    args: [token, parseUnits(amount, 18), BigInt(orderNo), 1n],
  });
  const receipt = await reader.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error('deposit reverted');
  return { blockNumber: receipt.blockNumber };
}
