import type { EndpointKey } from '@/lib/contract/contract';
import type { ArrivingContext, AuthedContext, RequestContext } from './context';
import { authRequired, guards, routes } from './routes';
import type { Session, User } from './state';
import { checkRequest } from './validate';

/** Who is calling, for an endpoint that needs a caller; nothing for a public one. */
export type Caller = { user: User; session: Session } | null;

/**
 * Lets a request in, before anything of it is read (its body, its idempotency key): an
 * endpoint's guard (a rate limit) counts it first, so malformed and oversized requests count too;
 * then an endpoint that needs a caller answers the missing or ended session
 * (`authenticate` throws the auth error codes itself).
 */
export function admit(
  key: EndpointKey,
  ctx: ArrivingContext,
  authenticate: () => { user: User; session: Session },
): Caller {
  guards[key]?.(ctx);
  return authRequired[key] ? authenticate() : null;
}

/**
 * Runs the handler of `key`, admitted with `caller` (`admit`), once its request fits the
 * contract (1000 naming the field when it does not).
 */
export async function dispatch(key: EndpointKey, ctx: RequestContext, caller: Caller) {
  checkRequest(key, ctx);
  if (caller) {
    const handler = routes[key] as (ctx: AuthedContext) => unknown;
    return handler({ ...ctx, ...caller });
  }
  const handler = routes[key] as (ctx: RequestContext) => unknown;
  return handler(ctx);
}
