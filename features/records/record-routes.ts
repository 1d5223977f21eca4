import { withScreenWords } from '@/lib/i18n/locale-state';
import type { ScreenProps } from '@/lib/router/screen-props';
import type { RouteId } from '@/lib/routes';

/**
 * The record screens: which route shows which record list (Assets links to each, in this order,
 * under its own words for it). Kept apart from the lists themselves so the route registry can
 * name them without loading them.
 */
export const recordRoutes = {
  depositRecords: { kind: 'deposits' },
  withdrawRecords: { kind: 'withdrawals' },
  flashRecords: { kind: 'exchanges' },
  transferRecords: { kind: 'transfers' },
} as const satisfies Partial<Record<RouteId, { kind: string }>>;

export type RecordRouteId = keyof typeof recordRoutes;
export type RecordKindId = (typeof recordRoutes)[RecordRouteId]['kind'];

/** The registry's lazy loaders for every record route: one screen, told which list to show. */
export const recordScreenLoaders = Object.fromEntries(
  Object.entries(recordRoutes).map(([route, { kind }]) => [
    route,
    () =>
      withScreenWords(import('./RecordsScreen')).then((m) => ({ default: m.recordsScreen(kind) })),
  ]),
) as Record<RecordRouteId, () => Promise<{ default: import('react').ComponentType<ScreenProps> }>>;
