import type { RouteId } from '@/lib/routes';

/**
 * The record screens: which route shows which record list (Assets links to each, in this order,
 * under its own words for it). Kept apart from the lists themselves so the route registry can
 * name them without loading them (`record-screen-loaders.ts`).
 */
export const recordRoutes = {
  depositRecords: { kind: 'deposits' },
  withdrawRecords: { kind: 'withdrawals' },
  flashRecords: { kind: 'exchanges' },
  transferRecords: { kind: 'transfers' },
} as const satisfies Partial<Record<RouteId, { kind: string }>>;

export type RecordRouteId = keyof typeof recordRoutes;
export type RecordKindId = (typeof recordRoutes)[RecordRouteId]['kind'];
