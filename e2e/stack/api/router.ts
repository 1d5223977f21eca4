import type { EndpointKey } from '../../../lib/api/contract';
import type { AuthedContext, RequestContext } from './context';
import { authRequired, routes } from './routes';
import type { Session, User } from './state';

/**
 * Runs the handler of `key`. `authenticate` is only called for endpoints that need a caller and
 * throws the auth error codes itself.
 */
export async function dispatch(
  key: EndpointKey,
  ctx: RequestContext,
  authenticate: () => { user: User; session: Session },
): Promise<unknown> {
  if (authRequired[key]) {
    const handler = routes[key] as (ctx: AuthedContext) => unknown;
    return handler({ ...ctx, ...authenticate() });
  }
  const handler = routes[key] as (ctx: RequestContext) => unknown;
  return handler(ctx);
}
