import type { Address } from '@/lib/contract/contract';
import { type Decimal, ZERO } from './money';
import { findUser, type State, type User, userKey } from './state';

/** The top of a user's line: two users are in the same line when their roots match. */
export function rootOf(state: State, user: User): User {
  let current = user;
  const seen = new Set<string>([userKey(current.address)]);
  while (current.pid) {
    const parent = findUser(state, current.pid);
    if (!parent || seen.has(userKey(parent.address))) break;
    seen.add(userKey(parent.address));
    current = parent;
  }
  return current;
}

export function sameLine(state: State, a: User, b: User): boolean {
  return userKey(rootOf(state, a).address) === userKey(rootOf(state, b).address);
}

/** Parent → children, children newest first so member lists read like the other lists. */
export function childrenIndex(state: State): Map<string, User[]> {
  const index = new Map<string, User[]>();
  for (const user of state.users.values()) {
    if (!user.pid) continue;
    const key = userKey(user.pid);
    const list = index.get(key) ?? [];
    list.push(user);
    index.set(key, list);
  }
  for (const list of index.values()) {
    list.sort((a, b) => b.registeredAt.localeCompare(a.registeredAt));
  }
  return index;
}

export function directsOf(index: Map<string, User[]>, address: Address): User[] {
  return index.get(userKey(address)) ?? [];
}

/** Every user below `address`, level by level (directs first). */
export function downlineOf(index: Map<string, User[]>, address: Address): User[] {
  const result: User[] = [];
  const seen = new Set<string>([userKey(address)]);
  let level = directsOf(index, address);
  while (level.length > 0) {
    const next: User[] = [];
    for (const user of level) {
      const key = userKey(user.address);
      if (seen.has(key)) continue;
      seen.add(key);
      result.push(user);
      // One by one: spread into a call, a member with some 100 000 directs overflows the stack.
      for (const direct of directsOf(index, user.address)) next.push(direct);
    }
    level = next;
  }
  return result;
}

export function isInDownline(state: State, ancestor: User, candidate: User): boolean {
  const index = childrenIndex(state);
  const target = userKey(candidate.address);
  return downlineOf(index, ancestor.address).some((u) => userKey(u.address) === target);
}

/** Sum of the user's own purchased orders; platform airdrops are not performance. */
export function personalPerformance(state: State, address: Address): Decimal {
  const key = userKey(address);
  let total = ZERO;
  for (const order of state.orders) {
    if (order.type !== 'airdrop' && userKey(order.owner) === key) total = total.plus(order.amount);
  }
  return total;
}

export interface PerformanceView {
  index: Map<string, User[]>;
  personal(address: Address): Decimal;
  /** Everything below the user, not the user. */
  team(address: Address): Decimal;
  /** The user and everything below: what one leg weighs for its upline. */
  leg(address: Address): Decimal;
  community(address: Address): Decimal;
}

/** Computes performance once per request; the tree is small, so no incremental bookkeeping. */
export function performanceView(state: State): PerformanceView {
  const index = childrenIndex(state);
  const personalMap = new Map<string, Decimal>();
  for (const order of state.orders) {
    if (order.type === 'airdrop') continue;
    const key = userKey(order.owner);
    personalMap.set(key, (personalMap.get(key) ?? ZERO).plus(order.amount));
  }
  const legCache = new Map<string, Decimal>();
  const personal = (address: Address): Decimal => personalMap.get(userKey(address)) ?? ZERO;
  const team = (address: Address): Decimal => {
    let total = ZERO;
    for (const user of downlineOf(index, address)) total = total.plus(personal(user.address));
    return total;
  };
  const leg = (address: Address): Decimal => {
    const key = userKey(address);
    const cached = legCache.get(key);
    if (cached) return cached;
    const value = personal(address).plus(team(address));
    legCache.set(key, value);
    return value;
  };
  const community = (address: Address): Decimal => {
    const legs = directsOf(index, address).map((d) => leg(d.address));
    if (legs.length === 0) return ZERO;
    const largest = legs.reduce((a, b) => (b.gt(a) ? b : a));
    return team(address).minus(largest);
  };
  return { index, personal, team, leg, community };
}
