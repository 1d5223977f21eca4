import { withScreenWords } from '@/lib/i18n/locale-state';
import type { ScreenProps } from '@/lib/router/screen-props';
import { type RecordRouteId, recordRoutes } from './record-routes';

/** The registry's lazy loaders for every record route: one screen, told which list to show. */
export const recordScreenLoaders = Object.fromEntries(
  Object.entries(recordRoutes).map(([route, { kind }]) => [
    route,
    () =>
      withScreenWords(import('./RecordsScreen')).then((m) => ({ default: m.recordsScreen(kind) })),
  ]),
) as Record<RecordRouteId, () => Promise<{ default: import('react').ComponentType<ScreenProps> }>>;
