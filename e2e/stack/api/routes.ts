import {
  ENDPOINT_KEYS,
  type EndpointKey,
  type Endpoints,
  endpoints,
  isEndpointKey,
} from '@/lib/contract/contract';
import type { ArrivingContext, RouteTable } from './context';
import { getNonce, limitLogins, limitNonces, login, logout } from './handlers/auth';
import { cancelDeposit, createDeposit, listDeposits } from './handlers/deposit';
import { listEarnings } from './handlers/earnings';
import { createFlashExchange, listFlashExchanges } from './handlers/flash';
import { listLedger } from './handlers/flow';
import { getConfig, getNetworkStats, getNotice, listNotices } from './handlers/public';
import { buyPackage, listMethods, listMyOrders, listPackages } from './handlers/staking';
import { getTeamStats, listTeamMembers } from './handlers/team';
import { createTransfer, listTransfers } from './handlers/transfer';
import { bindReferrer, getBalance, getUserInfo } from './handlers/user';
import { createWithdrawal, listWithdrawals } from './handlers/withdraw';

export const routes: RouteTable = {
  'GET /api/auth/nonce': getNonce,
  'POST /api/login': login,
  'GET /api/config': getConfig,
  'GET /api/home/stats': getNetworkStats,
  'GET /api/notice/list': listNotices,
  'GET /api/notice/detail': getNotice,
  'POST /api/logout': logout,
  'GET /api/user/info': getUserInfo,
  'GET /api/user/balance': getBalance,
  'POST /api/user/bind': bindReferrer,
  'GET /api/box/packages': listPackages,
  'GET /api/box/methods': listMethods,
  'POST /api/box/buy': buyPackage,
  'GET /api/box/myBoxLists': listMyOrders,
  'GET /api/box/earnings': (ctx) => listEarnings(ctx),
  'GET /api/team/stats': getTeamStats,
  'GET /api/team/members': listTeamMembers,
  'POST /api/recharge/create': createDeposit,
  'POST /api/recharge/cancel': cancelDeposit,
  'GET /api/recharge/records': listDeposits,
  'POST /api/withdraw': createWithdrawal,
  'GET /api/withdraw/records': listWithdrawals,
  'POST /api/transfer': createTransfer,
  'GET /api/transfer/records': listTransfers,
  'POST /api/flash/exchange': createFlashExchange,
  'GET /api/flash/records': listFlashExchanges,
  'GET /api/flow/list': listLedger,
};

/** Whether each endpoint needs a caller, read from the contract. */
export const authRequired = Object.fromEntries(
  ENDPOINT_KEYS.map((key) => [key, endpoints[key].auth]),
) as { [K in EndpointKey]: Endpoints[K]['auth'] };

export { isEndpointKey };

/** Checks that run before an endpoint's request is validated: the sign-in rate limits. */
export const guards: Partial<Record<EndpointKey, (ctx: ArrivingContext) => void>> = {
  'GET /api/auth/nonce': limitNonces,
  'POST /api/login': limitLogins,
};
