import type { EndpointKey, Endpoints } from '../../../lib/api/contract';
import type { RouteTable } from './context';
import { getNonce, login, logout } from './handlers/auth';
import { cancelDeposit, createDeposit, listDeposits } from './handlers/deposit';
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

/** Mirrors each endpoint's `auth` flag of the contract; the type keeps the two equal. */
export const authRequired: { [K in EndpointKey]: Endpoints[K]['auth'] } = {
  'GET /api/auth/nonce': false,
  'POST /api/login': false,
  'GET /api/config': false,
  'GET /api/home/stats': false,
  'GET /api/notice/list': false,
  'GET /api/notice/detail': false,
  'POST /api/logout': true,
  'GET /api/user/info': true,
  'GET /api/user/balance': true,
  'POST /api/user/bind': true,
  'GET /api/box/packages': true,
  'GET /api/box/methods': true,
  'POST /api/box/buy': true,
  'GET /api/box/myBoxLists': true,
  'GET /api/team/stats': true,
  'GET /api/team/members': true,
  'POST /api/recharge/create': true,
  'POST /api/recharge/cancel': true,
  'GET /api/recharge/records': true,
  'POST /api/withdraw': true,
  'GET /api/withdraw/records': true,
  'POST /api/transfer': true,
  'GET /api/transfer/records': true,
  'POST /api/flash/exchange': true,
  'GET /api/flash/records': true,
  'GET /api/flow/list': true,
};

export function isEndpointKey(key: string): key is EndpointKey {
  return Object.hasOwn(routes, key);
}
