import type { ScreenProps } from '@/lib/router/screen-props';
import type { RouteId } from '@/lib/routes';

/**
 * The record screens: which route shows which record list, and the label of its link on Assets.
 * Kept apart from the lists themselves so the route registry can name them without loading them.
 */
export const recordRoutes = {
  depositRecords: { kind: 'deposits', link: 'assets.depositRecords' },
  withdrawRecords: { kind: 'withdrawals', link: 'assets.withdrawRecords' },
  flashRecords: { kind: 'exchanges', link: 'assets.flashRecords' },
  transferRecords: { kind: 'transfers', link: 'assets.transferRecords' },
} as const satisfies Partial<Record<RouteId, { kind: string; link: string }>>;

export type RecordRouteId = keyof typeof recordRoutes;
export type RecordKindId = (typeof recordRoutes)[RecordRouteId]['kind'];

/** The registry's lazy loaders for every record route: one screen, told which list to show. */
export const recordScreenLoaders = Object.fromEntries(
  Object.entries(recordRoutes).map(([route, { kind }]) => [
    route,
    () => import('./RecordsScreen').then((m) => ({ default: m.recordsScreen(kind) })),
  ]),
) as Record<RecordRouteId, () => Promise<{ default: import('react').ComponentType<ScreenProps> }>>;
