import type { Page, TeamMember, TeamStats } from '@/lib/contract/contract';
import { badRequest } from '../codes';
import type { AuthedContext } from '../context';
import { fmt } from '../money';
import { paginate, readPageParams } from '../paging';
import { directsOf, downlineOf, performanceView } from '../referral';

export function getTeamStats(ctx: AuthedContext): TeamStats {
  const view = performanceView(ctx.state);
  const { address, identity } = ctx.user;
  return {
    directCount: directsOf(view.index, address).length,
    teamCount: downlineOf(view.index, address).length,
    personalPerformance: fmt(view.personal(address)),
    teamPerformance: fmt(view.team(address)),
    communityPerformance: fmt(view.community(address)),
    identity,
  };
}

/** `direct` lists the first level, `team` every level; a member's performance is their whole leg. */
export function listTeamMembers(ctx: AuthedContext): Page<TeamMember> {
  const type = ctx.query.get('type') ?? 'direct';
  if (type !== 'direct' && type !== 'team') throw badRequest('type must be direct or team');
  const params = readPageParams(ctx.query);
  const view = performanceView(ctx.state);
  const { address } = ctx.user;
  const members =
    type === 'direct' ? directsOf(view.index, address) : downlineOf(view.index, address);
  return paginate(members, params, (member) => ({
    address: member.address,
    identity: member.identity,
    performance: fmt(view.leg(member.address)),
    joinedAt: member.registeredAt,
  }));
}
