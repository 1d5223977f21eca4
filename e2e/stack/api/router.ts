import type { EndpointKey } from '@/lib/contract/contract';
import type { AuthedContext, RequestContext } from './context';
import { authRequired, guards, routes } from './routes';
import type { Session, User } from './state';
import { checkRequest } from './validate';

/**
 * Runs the handler of `key` once its request fits the contract (1000 naming the field when it
 * does not). An endpoint's guard (a rate limit) runs first, so refused requests count too.
 * `authenticate` is only called for endpoints that need a caller and throws the auth error
 * codes itself, before the request is looked at.
 */
export async function dispatch(
  key: EndpointKey,
  ctx: RequestContext,
  authenticate: () => { user: User; session: Session },
): Promise<unknown> {
  guards[key]?.(ctx);
  if (authRequired[key]) {
    const handler = routes[key] as (ctx: AuthedContext) => unknown;
    const caller = authenticate();
    checkRequest(key, ctx);
    return handler({ ...ctx, ...caller });
  }
  checkRequest(key, ctx);
  const handler = routes[key] as (ctx: RequestContext) => unknown;
  return handler(ctx);
}
