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
  /** Per wallet address named by the request. */
  perAddress: RateLimit;
  /** Per client (remote address, or the forwarded one behind a trusted proxy). */
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
  /** How long an issued nonce can be used. */
  nonceTtlMs: number;
  /** Open nonces kept at most; the oldest go first. */
  nonceCap: number;
  /** Open nonces kept per address; a new one drops that address's oldest. */
  noncesPerAddress: number;
  rateLimits: {
    nonce: EndpointLimits;
    login: EndpointLimits;
  };
  /** Rate-limit counters kept at most; expired windows go first, then the oldest. */
  rateLimitKeysCap: number;
  /**
   * Peers whose `X-Forwarded-For` names the client (the last entry). Anyone else is the client
   * themselves, so a caller cannot pick the address it is counted under.
   */
  trustedProxies: readonly string[];
}

const MINUTE = 60_000;

export const DEFAULT_POLICY: ServerPolicy = {
  sessionIdleMs: 30 * MINUTE,
  sessionMaxMs: 24 * 60 * MINUTE,
  confirmations: 2,
  orderTtlMs: 30 * MINUTE,
  nonceTtlMs: 5 * MINUTE,
  nonceCap: 10_000,
  noncesPerAddress: 5,
  rateLimits: {
    nonce: {
      perAddress: { limit: 20, windowMs: MINUTE },
      perClient: { limit: 120, windowMs: MINUTE },
    },
    login: {
      perAddress: { limit: 20, windowMs: MINUTE },
      perClient: { limit: 60, windowMs: MINUTE },
    },
  },
  rateLimitKeysCap: 50_000,
  trustedProxies: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
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
