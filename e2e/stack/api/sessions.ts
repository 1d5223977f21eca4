import { randomBytes } from 'node:crypto';
import type { Address } from '@/lib/contract/contract';
import { ApiError, Code } from './codes';
import type { ServerPolicy } from './policy';
import { findUser, type Session, type State, type User, userKey } from './state';

/** Ended tokens remembered at most, per kind, so their answer can say why (40002 or 1004). */
const ENDED_TOKENS_CAP = 10_000;

function remember(set: Set<string>, token: string): void {
  set.add(token);
  for (const oldest of set) {
    if (set.size <= ENDED_TOKENS_CAP) break;
    set.delete(oldest);
  }
}

/** One session per address: a new login pushes the previous token out (it then answers 40002). */
export function createSession(state: State, address: Address, now = Date.now()): Session {
  for (const [token, session] of state.sessions) {
    if (userKey(session.address) === userKey(address)) {
      state.sessions.delete(token);
      remember(state.replacedTokens, token);
    }
  }
  const iso = new Date(now).toISOString();
  const session: Session = {
    token: randomBytes(24).toString('hex'),
    address,
    createdAt: iso,
    lang: null,
    lastSeenAt: iso,
    createdMs: now,
    lastUsedMs: now,
  };
  state.sessions.set(session.token, session);
  return session;
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export type SessionLimits = Pick<ServerPolicy, 'sessionIdleMs' | 'sessionMaxMs'>;

/**
 * The live session of `token`, or the code that says why there is none: 1012 (unknown), 40002
 * (replaced by a newer login), 1004 (idle or absolute limit passed; the session ends here).
 * A live session counts this call as its last use.
 */
export function resolveSession(
  state: State,
  token: string | null,
  limits: SessionLimits,
  now = Date.now(),
): Session | number {
  if (!token) return Code.LOGIN_REQUIRED;
  const session = state.sessions.get(token);
  if (!session) {
    if (state.replacedTokens.has(token)) return Code.LOGGED_IN_ELSEWHERE;
    if (state.expiredTokens.has(token)) return Code.LOGIN_EXPIRED;
    return Code.LOGIN_REQUIRED;
  }
  if (
    now - session.lastUsedMs > limits.sessionIdleMs ||
    now - session.createdMs > limits.sessionMaxMs
  ) {
    state.sessions.delete(token);
    remember(state.expiredTokens, token);
    return Code.LOGIN_EXPIRED;
  }
  session.lastUsedMs = now;
  session.lastSeenAt = new Date(now).toISOString();
  return session;
}

/** Ends a session on purpose (log out): its token answers 1012 from then on. */
export function endSession(state: State, token: string): void {
  state.sessions.delete(token);
}

/** Resolves the caller of an auth endpoint or throws 1012 / 40002 / 1004 / 401. */
export function authenticate(
  state: State,
  token: string | null,
  lang: string | null,
  limits: SessionLimits,
): { session: Session; user: User } {
  const session = resolveSession(state, token, limits);
  if (typeof session === 'number') throw new ApiError(session);
  const user = findUser(state, session.address);
  if (!user) throw new ApiError(Code.LOGIN_REQUIRED);
  if (lang !== null) session.lang = lang;
  if (user.disabled) throw new ApiError(Code.ACCOUNT_DISABLED);
  return { session, user };
}
