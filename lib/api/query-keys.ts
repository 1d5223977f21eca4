/**
 * Query keys. Every user-scoped key starts with "user", so sign-out drops them all with one
 * `removeQueries({ queryKey: userScope })`; public keys start with "public". Features build their
 * own keys with `userKey`/`publicKey`; the keys below are the ones several features share (one
 * feature reads them, another refreshes them after an action).
 */
export const userScope = ['user'] as const;

export function userKey<const T extends readonly unknown[]>(...parts: T) {
  return ['user', ...parts] as const;
}

export function publicKey<const T extends readonly unknown[]>(...parts: T) {
  return ['public', ...parts] as const;
}

export const sharedKeys = {
  platformConfig: publicKey('config'),
  networkStats: publicKey('stats'),
  userInfo: userKey('info'),
  balances: userKey('balance'),
  stakingPackages: userKey('staking', 'packages'),
  stakingOrders: userKey('staking', 'orders'),
  teamStats: userKey('team', 'stats'),
  /** Every record list at once (each list is `[...records, kind]`). */
  records: userKey('records'),
  /** Every ledger filter at once (each filter is `[...ledger, symbol]`). */
  ledger: userKey('ledger'),
} as const;
