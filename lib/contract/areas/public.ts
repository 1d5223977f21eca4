// What anyone may ask, signed in or not: signing in, the platform's terms and totals, the announcements.
import * as v from 'valibot';
import {
  address,
  amount,
  assetSymbol,
  count,
  empty,
  id,
  isoTime,
  page,
  pageQuery,
  queryInt,
  REQUIRED,
} from '../fields';
import type { EndpointSpec } from '../protocol';

/** GET /api/auth/nonce?address=0x… */
export const nonceQuery = v.object({ address }, 'invalid address');
/** EIP-4361 asks for at least 8 letters and digits: anything else could not be signed. */
export const nonceResponse = v.object({
  nonce: v.pipe(
    v.string(),
    v.regex(/^[a-zA-Z0-9]{8,}$/, 'a nonce of 8 or more letters and digits'),
  ),
});
export type NonceResponse = v.InferOutput<typeof nonceResponse>;

/**
 * The longest login message and signature taken. The app's message is about 500 characters; a
 * smart account's wrapped signature (ERC-6492) a few thousand. Reading an EIP-4361 message costs
 * time that grows with the square of its length, so a server refuses longer ones unread.
 */
export const LOGIN_MESSAGE_MAX_LENGTH = 2048;
export const LOGIN_SIGNATURE_MAX_LENGTH = 16_384;

/** POST /api/login: a SIWE (EIP-4361) message and its personal_sign signature. */
export const loginRequest = v.object({
  message: v.pipe(
    v.string(REQUIRED),
    v.nonEmpty(REQUIRED),
    v.maxLength(LOGIN_MESSAGE_MAX_LENGTH, 'login message too long'),
  ),
  /** A signature that is not hex fails the signature check (1009), not this one. */
  signature: v.pipe(
    v.string(REQUIRED),
    v.nonEmpty(REQUIRED),
    v.maxLength(LOGIN_SIGNATURE_MAX_LENGTH, 'signature too long'),
  ),
  // No referrer here: a permanent binding is never a side effect of signing in. An invite link
  // pre-fills the bind dialog, and the person confirms it (POST /api/user/bind).
});
export type LoginRequest = v.InferOutput<typeof loginRequest>;

export const userRecord = v.object({
  token: v.string(),
  address,
  /** The bound referrer, or null. */
  pid: v.nullable(address),
});
export type UserRecord = v.InferOutput<typeof userRecord>;
export type LoginResponse = UserRecord;

/** GET /api/config (public) */
export const platformConfig = v.object({
  chainId: id,
  vault: address,
  /** Assets that can be deposited on chain, with their token contracts. */
  depositTokens: v.array(v.object({ symbol: assetSymbol, address, decimals: count })),
  /** Today's RWAT price in U (USDT). */
  rwatPrice: amount,
  /** Flash-exchange fee as a fraction, e.g. "0.05" for 5 %. */
  flashFeeRate: amount,
  minWithdraw: amount,
  minTransfer: amount,
});
export type PlatformConfig = v.InferOutput<typeof platformConfig>;

/** GET /api/home/stats (public) */
export const networkStats = v.object({
  totalStakedValue: amount,
  totalStakedQuantity: amount,
  totalHashPower: amount,
});
export type NetworkStats = v.InferOutput<typeof networkStats>;

const summaryEntries = { id, title: v.string(), createdAt: isoTime };
export const announcementSummary = v.object(summaryEntries);
export type AnnouncementSummary = v.InferOutput<typeof announcementSummary>;

/** GET /api/notice/detail?id (public): `content` is server HTML, sanitised before it is shown. */
export const noticeQuery = v.object({ id: queryInt });
export const announcementDetail = v.object({ ...summaryEntries, content: v.string() });
export type AnnouncementDetail = v.InferOutput<typeof announcementDetail>;

export const publicEndpoints = {
  'GET /api/auth/nonce': {
    auth: false,
    req: nonceQuery,
    res: nonceResponse,
    codes: [1000, 1001],
  },
  'POST /api/login': {
    auth: false,
    req: loginRequest,
    res: userRecord,
    codes: [1000, 1001, 1009, 401],
  },
  'GET /api/config': { auth: false, req: empty, res: platformConfig, codes: [] },
  'GET /api/home/stats': { auth: false, req: empty, res: networkStats, codes: [] },
  'GET /api/notice/list': {
    auth: false,
    req: pageQuery,
    res: page(announcementSummary),
    codes: [1000],
  },
  'GET /api/notice/detail': {
    auth: false,
    req: noticeQuery,
    res: announcementDetail,
    codes: [1000],
  },
} as const satisfies Record<string, EndpointSpec>;
