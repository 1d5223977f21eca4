import type {
  AnnouncementDetail,
  AnnouncementSummary,
  NetworkStats,
  Page,
  PlatformConfig,
} from '@/lib/contract/contract';
import { badRequest } from '../codes';
import type { RequestContext } from '../context';
import { fmt, ZERO } from '../money';
import { paginate, readPageParams } from '../paging';
import { plainText } from '../plain-text';
import { RULES } from '../rules';
import { parsePositiveInt } from '../validate';

export function getConfig(ctx: RequestContext): PlatformConfig {
  const { contracts } = ctx.services;
  const { settings } = ctx.state;
  return {
    chainId: RULES.chainId,
    vault: contracts.vault,
    depositTokens: [
      { symbol: 'USDT', address: contracts.USDT, decimals: 18 },
      { symbol: 'RWAC', address: contracts.RWAC, decimals: 18 },
    ],
    rwatPrice: fmt(settings.rwatPrice),
    flashFeeRate: fmt(settings.flashFeeRate),
    minWithdraw: fmt(settings.minWithdraw),
    minTransfer: fmt(settings.minTransfer),
  };
}

/** One unit of hash power per 100 U staked in an active order. */
const HASH_UNIT = 100;

export function getNetworkStats(ctx: RequestContext): NetworkStats {
  let value = ZERO;
  let quantity = 0;
  for (const order of ctx.state.orders) {
    if (order.status !== 'active') continue;
    value = value.plus(order.amount);
    quantity += 1;
  }
  return {
    totalStakedValue: fmt(value),
    totalStakedQuantity: String(quantity),
    totalHashPower: fmt(value.div(HASH_UNIT)),
  };
}

export function listNotices(ctx: RequestContext): Page<AnnouncementSummary> {
  const params = readPageParams(ctx.query);
  const rows = [...ctx.state.announcements].sort((a, b) => b.id - a.id);
  return paginate(rows, params, ({ id, title, createdAt }) => ({
    id,
    title: plainText(title),
    createdAt,
  }));
}

export function getNotice(ctx: RequestContext): AnnouncementDetail {
  const id = parsePositiveInt(ctx.query.get('id'));
  if (id === null) throw badRequest('id must be a positive integer');
  const notice = ctx.state.announcements.find((a) => a.id === id);
  if (!notice) throw badRequest('announcement not found');
  // A title is shown as text: no control may turn an address in it around (the app's notice
  // bodies are cleaned the same way).
  return { ...notice, title: plainText(notice.title) };
}
