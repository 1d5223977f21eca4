import type { Address, LoginResponse, NonceResponse } from '../../../../lib/api/contract';
import { ApiError, badRequest, Code } from '../codes';
import type { AuthedContext, RequestContext } from '../context';
import { headerText } from '../http-io';
import { ZERO } from '../money';
import { createSession } from '../sessions';
import { issueNonce, requestAuthorities, verifyLogin } from '../siwe';
import { findUser, nowIso, type State, type User, userKey } from '../state';
import { asObject, parseAddress, requireString } from '../validate';

export function getNonce(ctx: RequestContext): NonceResponse {
  const address = parseAddress(ctx.query.get('address'));
  if (!address) throw badRequest('invalid address');
  return { nonce: issueNonce(ctx.state, address) };
}

function register(state: State, address: Address, inviter: Address | null): User {
  const referrer = inviter ? findUser(state, inviter) : undefined;
  const user: User = {
    address,
    // An unknown or self inviter still lets the person in; only the binding is skipped.
    pid: referrer && userKey(referrer.address) !== userKey(address) ? referrer.address : null,
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
  const inviter = body.inviter === undefined ? null : parseAddress(body.inviter);

  const address = await verifyLogin(ctx.state, {
    message,
    signature: signature as `0x${string}`,
    allowedDomains: ctx.services.domains ?? requestAuthorities(ctx.headers),
    publicClient: ctx.services.publicClient,
  });
  const user = findUser(ctx.state, address) ?? register(ctx.state, address, inviter);
  if (user.disabled) throw new ApiError(Code.ACCOUNT_DISABLED);
  const session = createSession(ctx.state, user.address);
  session.lang = headerText(ctx.headers.lang);
  return { token: session.token, address: user.address, pid: user.pid };
}

/** Ends the caller's session: its token answers 1012 from now on. */
export function logout(ctx: AuthedContext): null {
  ctx.state.sessions.delete(ctx.session.token);
  return null;
}
