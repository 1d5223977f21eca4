import type { Query } from './hash';

/** What every screen receives: the query of its hash route. */
export interface ScreenProps {
  query: Query;
}
