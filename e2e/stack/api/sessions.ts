import { randomBytes } from 'node:crypto';
import type { Address } from '../../../lib/api/contract';
import { ApiError, Code } from './codes';
import { findUser, nowIso, type Session, type State, type User, userKey } from './state';

/** One session per address: a new login pushes the previous token out (it then answers 40002). */
export function createSession(state: State, address: Address): Session {
  for (const [token, session] of state.sessions) {
    if (userKey(session.address) === userKey(address)) {
      state.sessions.delete(token);
      state.replacedTokens.add(token);
    }
  }
  const now = nowIso();
  const session: Session = {
    token: randomBytes(24).toString('hex'),
    address,
    createdAt: now,
    lang: null,
    lastSeenAt: now,
  };
  state.sessions.set(session.token, session);
  return session;
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** Resolves the caller of an auth endpoint or throws 1012 / 40002 / 401. */
export function authenticate(
  state: State,
  token: string | null,
  lang: string | null,
): { session: Session; user: User } {
  if (!token) throw new ApiError(Code.LOGIN_REQUIRED);
  const session = state.sessions.get(token);
  if (!session) {
    if (state.replacedTokens.has(token)) throw new ApiError(Code.LOGGED_IN_ELSEWHERE);
    throw new ApiError(Code.LOGIN_REQUIRED);
  }
  const user = findUser(state, session.address);
  if (!user) throw new ApiError(Code.LOGIN_REQUIRED);
  session.lastSeenAt = nowIso();
  if (lang !== null) session.lang = lang;
  if (user.disabled) throw new ApiError(Code.ACCOUNT_DISABLED);
  return { session, user };
}
