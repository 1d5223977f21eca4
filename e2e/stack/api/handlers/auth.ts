import type { Address, LoginResponse, NonceResponse } from '@/lib/contract/contract';
import { ApiError, badRequest, Code } from '../codes';
import type { AuthedContext, RequestContext } from '../context';
import { headerText } from '../http-io';
import { ZERO } from '../money';
import { takeToken } from '../rate-limit';
import { createSession, endSession } from '../sessions';
import { claimedAddress, issueNonce, verifyLogin } from '../siwe';
import { findUser, nowIso, type State, type User, userKey } from '../state';
import { asObject, parseAddress, requireString } from '../validate';

/** Counts the request against the client's and the address's windows; 1001 when either is full. */
function limitRate(
  ctx: RequestContext,
  endpoint: 'nonce' | 'login',
  address: Address | null,
): void {
  const { policy } = ctx.services;
  const rules = policy.rateLimits[endpoint];
  const counters = ctx.state.rateCounters;
  const cap = policy.rateLimitKeysCap;
  takeToken(counters, `${endpoint}:client:${ctx.client}`, rules.perClient, cap);
  if (address)
    takeToken(counters, `${endpoint}:address:${userKey(address)}`, rules.perAddress, cap);
}

/** Nonce requests count against the rate limits before anything else, malformed ones too. */
export function limitNonces(ctx: RequestContext): void {
  limitRate(ctx, 'nonce', parseAddress(ctx.query.get('address')));
}

/** Login attempts count before anything else, so malformed ones use up the window too. */
export function limitLogins(ctx: RequestContext): void {
  const claimed = (ctx.body as { message?: unknown } | null)?.message;
  limitRate(ctx, 'login', typeof claimed === 'string' ? claimedAddress(claimed) : null);
}

export function getNonce(ctx: RequestContext): NonceResponse {
  const address = parseAddress(ctx.query.get('address'));
  if (!address) throw badRequest('invalid address');
  return { nonce: issueNonce(ctx.state, address, ctx.services.policy) };
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
