import type { IncomingHttpHeaders } from 'node:http';
import type { PublicClient } from 'viem';
import type { Address, EndpointKey, Endpoints } from '@/lib/contract/contract';
import type { ServerPolicy } from './policy';
import type { Session, State, User } from './state';

/** On-chain addresses the server needs; the deploy result has more fields and fits as is. */
export interface ApiContracts {
  USDT: Address;
  RWAC: Address;
  vault: Address;
}

export interface Services {
  publicClient: PublicClient;
  contracts: ApiContracts;
  /**
   * Web origins the app is served from (`http://host:port`): a login must name one of them as
   * its URI and that origin's host as its domain, and only they get CORS answers.
   */
  origins: readonly string[];
  policy: ServerPolicy;
}

export interface RequestContext {
  state: State;
  services: Services;
  query: URLSearchParams;
  /** Parsed JSON body of a POST; undefined for GET. */
  body: unknown;
  headers: IncomingHttpHeaders;
  /** Who the request is counted under for rate limits (see client-address.ts). */
  client: string;
}

/** A request before its body is read: what admitting it (a rate limit, the session) may look at. */
export type ArrivingContext = Omit<RequestContext, 'body'>;

export interface AuthedContext extends RequestContext {
  user: User;
  session: Session;
}

type ContextFor<K extends EndpointKey> = Endpoints[K]['auth'] extends true
  ? AuthedContext
  : RequestContext;

export type Handler<K extends EndpointKey> = (
  ctx: ContextFor<K>,
) => Endpoints[K]['res'] | Promise<Endpoints[K]['res']>;

/** One handler per contract endpoint; the compiler refuses a missing or mistyped one. */
export type RouteTable = { [K in EndpointKey]: Handler<K> };
