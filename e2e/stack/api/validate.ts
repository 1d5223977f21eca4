import * as v from 'valibot';
import { getAddress, isAddress, maxUint256, parseUnits } from 'viem';
import {
  type Address,
  type AssetSymbol,
  type EndpointKey,
  endpoints,
} from '@/lib/contract/contract';
import { badRequest } from './codes';
import type { RequestContext } from './context';
import { type Decimal, dec, isAmountText, TOKEN_DECIMALS } from './money';
import { ASSETS } from './state';

export type Body = Record<string, unknown>;

export function asObject(value: unknown): Body {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest('request body must be a JSON object');
  }
  return value as Body;
}

export function requireString(body: Body, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value.length === 0) throw badRequest(`${field} is required`);
  return value;
}

/**
 * Does the amount fit a token's uint256 at 18 decimals? Nothing larger can be paid, held or sent
 * on chain (10^100 as a deposit order would be an order no one can pay).
 */
export function fitsTokenUnits(value: string): boolean {
  // More whole digits than a uint256 has cannot fit; checked first, so a huge text costs nothing.
  // Leading zeros are not digits of the amount ("000…01" is 1).
  if (value.split('.')[0]!.replace(/^0+/, '').length > 78) return false;
  return parseUnits(value, TOKEN_DECIMALS) <= maxUint256;
}

/**
 * A decimal string of at most 18 places that a token amount can hold; `positive` also refuses
 * zero.
 */
export function requireAmount(body: Body, field: string, positive = true): Decimal {
  const value = body[field];
  if (value === undefined || value === null || value === '') {
    throw badRequest(`${field} is required`);
  }
  if (!isAmountText(value)) {
    throw badRequest(`${field} must be a decimal string with at most 18 decimals`);
  }
  if (!fitsTokenUnits(value)) {
    throw badRequest(`${field} is larger than a token amount can be`);
  }
  const amount = dec(value);
  if (positive && amount.lte(0)) throw badRequest(`${field} must be greater than 0`);
  return amount;
}

/** Lower-case or correctly checksummed; a mixed-case address with a wrong checksum is refused. */
export function parseAddress(value: unknown): Address | null {
  if (typeof value !== 'string' || !isAddress(value, { strict: true })) return null;
  return getAddress(value);
}

export function requireAddress(body: Body, field: string): Address {
  const value = body[field];
  if (value === undefined || value === null || value === '') {
    throw badRequest(`${field} is required`);
  }
  const address = parseAddress(value);
  if (!address) throw badRequest('invalid address');
  return address;
}

export function isAssetSymbol(value: unknown): value is AssetSymbol {
  return typeof value === 'string' && (ASSETS as readonly string[]).includes(value);
}

export function requireSymbol(body: Body, field: string): AssetSymbol {
  const value = body[field];
  if (!isAssetSymbol(value)) throw badRequest(`${field} must be one of ${ASSETS.join(', ')}`);
  return value;
}

/** Integers arrive as JSON numbers from bodies and as text from query strings. */
export function parsePositiveInt(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) {
    const n = Number(value);
    return n > 0 ? n : null;
  }
  return null;
}

export function requirePositiveInt(body: Body, field: string): number {
  const n = parsePositiveInt(body[field]);
  if (n === null) throw badRequest(`${field} must be a positive integer`);
  return n;
}

export function optionalBoolean(body: Body, field: string): boolean | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw badRequest(`${field} must be true or false`);
  return value;
}

export function optionalNonNegativeInt(body: Body, field: string): number | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw badRequest(`${field} must be a non-negative integer`);
  }
  return value;
}

/**
 * A query as the contract reads it: the first value of each name, and an empty value counts as
 * absent (`?symbol=` lists every asset).
 */
export function queryObject(query: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of query) {
    if (value !== '' && !Object.hasOwn(out, name)) out[name] = value;
  }
  return out;
}

/** For checks whose schema carries no message of its own. */
function fallbackMessage(issue: v.BaseIssue<unknown>): string {
  if (issue.input === undefined) return '{field} is required';
  return issue.expected ? `{field} must be ${issue.expected}` : '{field} is invalid';
}

/** The first issue as one line that names the field: "amount must be greater than 0". */
export function issueText(issue: v.BaseIssue<unknown>, whole: string): string {
  const field = v.getDotPath(issue);
  if (field === null) return whole;
  return issue.message.replaceAll('{field}', field);
}

/** Checks the query of a GET or the body of a POST against the endpoint's request schema. */
export function checkRequest(key: EndpointKey, ctx: Pick<RequestContext, 'query' | 'body'>): void {
  const isGet = key.startsWith('GET ');
  const input = isGet ? queryObject(ctx.query) : asObject(ctx.body);
  const result = v.safeParse(endpoints[key].req, input, {
    abortEarly: true,
    message: fallbackMessage,
  });
  if (result.success) return;
  const first = result.issues[0];
  throw badRequest(
    issueText(first, isGet ? 'invalid query' : 'request body must be a JSON object'),
  );
}
