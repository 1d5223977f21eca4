/**
 * The server's safety limits: how long a session lives, how many confirmations credit a deposit,
 * how long an unpaid order waits, how often a client may ask for a nonce or log in. Every value
 * here is stated in e2e/stack/api/README.md; `createApiServer` takes overrides (tests shorten
 * them), `npm start` runs with these defaults.
 */

export interface RateLimit {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export interface EndpointLimits {
  /**
   * Per client (the connection's address, or the forwarded one behind a configured proxy).
   * Never per wallet address: before its signature is checked, an address in a request is only
   * a claim, and counting it would let anyone use up someone else's window.
   */
  perClient: RateLimit;
}

export interface ServerPolicy {
  /** A session unused this long answers 1004. */
  sessionIdleMs: number;
  /** A session this old answers 1004 however busy it is. */
  sessionMaxMs: number;
  /** Blocks (the deposit's own included) before a deposit is credited. */
  confirmations: number;
  /** A deposit order with no vault event this long after creation turns `expired`. */
  orderTtlMs: number;
  /**
   * Unpaid (`pending`) deposit orders one account may hold; past it, a new one answers 1081
   * until one is paid or expires.
   */
  openDepositOrders: number;
  /** How long an issued nonce can be used. */
  nonceTtlMs: number;
  /**
   * Open nonces kept in all. When full (expired ones swept first), room is made from the client
   * holding the most, so whoever filled it loses their own and a newcomer is still served.
   */
  nonceCap: number;
  /**
   * Open nonces one client may hold (for any addresses); past it, its requests answer 1001. No
   * open nonce is retired for a newer one: one client may be many people behind one address.
   */
  noncesPerClient: number;
  rateLimits: {
    nonce: EndpointLimits;
    login: EndpointLimits;
  };
  /** Rate-limit counters kept at most; expired windows go first, then the oldest. */
  rateLimitKeysCap: number;
  /**
   * Addresses of the proxies in front of this server, whose `X-Forwarded-For` names the client
   * (its last entry). Nobody else's is believed, so a caller cannot pick the address it is
   * counted under. Default: none (`npm start` names its own web server).
   */
  trustedProxies: readonly string[];
  /** Idempotency keys kept per user (24 h each); a new one drops that user's oldest settled one. */
  idempotencyKeysPerUser: number;
  /**
   * How long a whole request may take to arrive, and its headers alone: a client that sends a
   * byte now and then holds its connection no longer (408, connection closed).
   */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  /** Connections open at once; past it new ones are refused, not let use up file descriptors. */
  maxConnections: number;
  /**
   * Idempotency keys kept in all. When full, room is made from the user holding the most keys
   * (their oldest settled one), so a flood of keys pushes out its own before anyone else's.
   */
  idempotencyKeysCap: number;
}

const MINUTE = 60_000;

export const DEFAULT_POLICY: ServerPolicy = {
  sessionIdleMs: 30 * MINUTE,
  sessionMaxMs: 24 * 60 * MINUTE,
  confirmations: 2,
  orderTtlMs: 30 * MINUTE,
  openDepositOrders: 20,
  nonceTtlMs: 5 * MINUTE,
  nonceCap: 100_000,
  noncesPerClient: 50,
  rateLimits: {
    nonce: { perClient: { limit: 120, windowMs: MINUTE } },
    login: { perClient: { limit: 60, windowMs: MINUTE } },
  },
  rateLimitKeysCap: 50_000,
  trustedProxies: [],
  idempotencyKeysPerUser: 200,
  idempotencyKeysCap: 100_000,
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  maxConnections: 2048,
};

export type PolicyOverrides = Partial<Omit<ServerPolicy, 'rateLimits'>> & {
  rateLimits?: {
    nonce?: Partial<EndpointLimits>;
    login?: Partial<EndpointLimits>;
  };
};

export function resolvePolicy(overrides: PolicyOverrides = {}): ServerPolicy {
  const { rateLimits, ...rest } = overrides;
  const policy: ServerPolicy = {
    ...DEFAULT_POLICY,
    ...rest,
    rateLimits: {
      nonce: { ...DEFAULT_POLICY.rateLimits.nonce, ...rateLimits?.nonce },
      login: { ...DEFAULT_POLICY.rateLimits.login, ...rateLimits?.login },
    },
  };
  if (!Number.isInteger(policy.confirmations) || policy.confirmations < 1) {
    throw new Error(
      `confirmations must be a whole number of at least 1, not ${policy.confirmations}`,
    );
  }
  return policy;
}
