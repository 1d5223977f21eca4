// The team: its totals and its members.
import * as v from 'valibot';
import { address, amount, count, empty, identity, isoTime, page, pageQuery } from '../fields';
import type { EndpointSpec } from '../protocol';

/** GET /api/team/stats */
export const teamStats = v.object({
  directCount: count,
  teamCount: count,
  personalPerformance: amount,
  teamPerformance: amount,
  communityPerformance: amount,
  identity,
});
export type TeamStats = v.InferOutput<typeof teamStats>;

export const teamTab = v.picklist(['direct', 'team'], '{field} must be direct or team');
export type TeamTab = v.InferOutput<typeof teamTab>;

/** GET /api/team/members?type=direct|team&page&size; `type` defaults to direct. */
export const teamMembersQuery = v.object({
  ...pageQuery.entries,
  type: v.optional(teamTab, 'direct'),
});

export const teamMember = v.object({
  address,
  identity,
  performance: amount,
  joinedAt: isoTime,
});
export type TeamMember = v.InferOutput<typeof teamMember>;

export const teamEndpoints = {
  'GET /api/team/stats': { auth: true, req: empty, res: teamStats, codes: [] },
  'GET /api/team/members': {
    auth: true,
    req: teamMembersQuery,
    res: page(teamMember),
    codes: [1000],
  },
} as const satisfies Record<string, EndpointSpec>;
