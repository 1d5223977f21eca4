import type { Address, LoginResponse, NonceResponse } from '@/lib/contract/contract';
import { ApiError, badRequest, Code } from '../codes';
import type { ArrivingContext, AuthedContext, RequestContext } from '../context';
import { headerText } from '../http-io';
import { ZERO } from '../money';
import { takeToken } from '../rate-limit';
import { createSession, endSession } from '../sessions';
import { issueNonce, verifyLogin } from '../siwe';
import { findUser, nowIso, type State, type User, userKey } from '../state';
import { asObject, parseAddress, requireString } from '../validate';

/**
 * Counts the request against its client's window; 1001 when it is full. Only the client is
 * counted: an address in a nonce request or an unverified login message is whatever the caller
 * typed, and counting it would let anyone lock its owner out.
 */
function limitRate(ctx: ArrivingContext, endpoint: 'nonce' | 'login'): void {
  const { policy } = ctx.services;
  takeToken(
    ctx.state.rateCounters,
    `${endpoint}:client:${ctx.client}`,
    policy.rateLimits[endpoint].perClient,
    policy.rateLimitKeysCap,
  );
}

/** Nonce requests count against the rate limit before anything else, malformed ones too. */
export function limitNonces(ctx: ArrivingContext): void {
  limitRate(ctx, 'nonce');
}

/** Login attempts count before anything else, so malformed ones use up the window too. */
export function limitLogins(ctx: ArrivingContext): void {
  limitRate(ctx, 'login');
}

export function getNonce(ctx: RequestContext): NonceResponse {
  const address = parseAddress(ctx.query.get('address'));
  if (!address) throw badRequest('invalid address');
  return { nonce: issueNonce(ctx.state, address, ctx.client, ctx.services.policy) };
}

/** A first login makes a member with no referrer: binding one is the person's own step. */
function register(state: State, address: Address): User {
  const user: User = {
    address,
    pid: null,
    identity: 'member',
    registeredAt: nowIso(),
    disabled: false,
    balances: { USDT: ZERO, RWAT: ZERO, RWAC: ZERO },
    debts: { USDT: ZERO, RWAT: ZERO, RWAC: ZERO },
    todayOutput: ZERO,
  };
  state.users.set(userKey(address), user);
  return user;
}

export async function login(ctx: RequestContext): Promise<LoginResponse> {
  const body = asObject(ctx.body);
  const message = requireString(body, 'message');
  const signature = requireString(body, 'signature');
  if (!/^0x[0-9a-fA-F]+$/.test(signature)) throw new ApiError(Code.SIGNATURE_FAILED);

  const address = await verifyLogin(ctx.state, {
    message,
    signature: signature as `0x${string}`,
    allowedOrigins: ctx.services.origins,
    publicClient: ctx.services.publicClient,
  });
  const user = findUser(ctx.state, address) ?? register(ctx.state, address);
  if (user.disabled) throw new ApiError(Code.ACCOUNT_DISABLED);
  const session = createSession(ctx.state, user.address);
  session.lang = headerText(ctx.headers.lang);
  return { token: session.token, address: user.address, pid: user.pid };
}

/** Ends the caller's session: its token answers 1012 from now on. */
export function logout(ctx: AuthedContext): null {
  endSession(ctx.state, ctx.session.token);
  return null;
}
