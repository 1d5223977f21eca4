import type { Balances, UserDetail } from '@/lib/contract/contract';
import { ApiError, badRequest, Code } from '../codes';
import type { AuthedContext } from '../context';
import { fmt } from '../money';
import { isInDownline } from '../referral';
import { ASSETS, findUser, userKey } from '../state';
import { asObject, requireAddress } from '../validate';
import { userDetail } from '../views';

export function getUserInfo(ctx: AuthedContext): UserDetail {
  return userDetail(ctx.user);
}

/** The balances, and the open debts when there are any (a deposit the chain took back). */
export function getBalance(ctx: AuthedContext): Balances {
  const { balances, debts } = ctx.user;
  const answer: Balances = {
    USDT: fmt(balances.USDT),
    RWAT: fmt(balances.RWAT),
    RWAC: fmt(balances.RWAC),
  };
  const open = ASSETS.filter((symbol) => debts[symbol].gt(0));
  if (open.length > 0) {
    answer.debt = Object.fromEntries(open.map((symbol) => [symbol, fmt(debts[symbol])]));
  }
  return answer;
}

/** A referrer is bound once, must be a member, and must not sit below the user (no cycles). */
export function bindReferrer(ctx: AuthedContext): UserDetail {
  const body = asObject(ctx.body);
  const address = requireAddress(body, 'referrer');
  const { user, state } = ctx;
  if (user.pid) throw new ApiError(Code.REFERRER_BOUND);
  if (userKey(address) === userKey(user.address)) throw badRequest('cannot bind yourself');
  const referrer = findUser(state, address);
  if (!referrer) throw new ApiError(Code.INVITER_NOT_FOUND);
  if (isInDownline(state, user, referrer)) {
    throw new ApiError(Code.REFERRER_IN_TEAM);
  }
  user.pid = referrer.address;
  return userDetail(user);
}
