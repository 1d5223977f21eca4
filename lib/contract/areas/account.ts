// The signed-in person's own account: who they are, what they hold, their referrer, signing out.
import * as v from 'valibot';
import { address, amount, empty, identity, isoTime } from '../fields';
import type { EndpointSpec } from '../protocol';

/** GET /api/user/info */
export const userDetail = v.object({
  address,
  pid: v.nullable(address),
  identity,
  registeredAt: isoTime,
});
export type UserDetail = v.InferOutput<typeof userDetail>;

/**
 * What a taken-back deposit left unpaid, per asset (only assets with an open debt are named).
 * Nothing of such an asset can be withdrawn, transferred, exchanged or staked until it is covered.
 */
export const debts = v.object({
  USDT: v.optional(amount),
  RWAT: v.optional(amount),
  RWAC: v.optional(amount),
});
export type Debts = v.InferOutput<typeof debts>;

/** GET /api/user/balance; `debt` only while one is open. */
export const balances = v.object({
  USDT: amount,
  RWAT: amount,
  RWAC: amount,
  debt: v.optional(debts),
});
export type Balances = v.InferOutput<typeof balances>;

/** POST /api/user/bind */
export const bindRequest = v.object({ referrer: address });
export type BindRequest = v.InferOutput<typeof bindRequest>;

export const accountEndpoints = {
  'POST /api/logout': { auth: true, req: empty, res: v.null(), codes: [1000] },
  'GET /api/user/info': { auth: true, req: empty, res: userDetail, codes: [] },
  'GET /api/user/balance': { auth: true, req: empty, res: balances, codes: [] },
  'POST /api/user/bind': {
    auth: true,
    idempotent: true,
    req: bindRequest,
    res: userDetail,
    codes: [1000, 1010, 1083, 1084],
  },
} as const satisfies Record<string, EndpointSpec>;
