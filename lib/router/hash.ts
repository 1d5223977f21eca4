import { matchRoute, type RouteId, routePath } from '@/lib/routes';

export type Query = Readonly<Record<string, string>>;

export interface Location {
  /** The path after `#`, always starting with "/". */
  path: string;
  query: Query;
  /** The matched route, or undefined for an unknown path. */
  route: RouteId | undefined;
}

/** Parses `#/pages/x?id=3` (or `#pages/x`, or an empty hash) into a location. */
export function parseHash(hash: string): Location {
  const raw = hash.replace(/^#/, '');
  const qIndex = raw.indexOf('?');
  const pathPart = qIndex === -1 ? raw : raw.slice(0, qIndex);
  const queryPart = qIndex === -1 ? '' : raw.slice(qIndex + 1);
  let path = pathPart.startsWith('/') ? pathPart : `/${pathPart}`;
  try {
    path = decodeURI(path);
  } catch {
    // A malformed escape stays as typed; it then matches no route and falls back home.
  }
  const query: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(queryPart)) query[k] = v;
  return { path, query, route: matchRoute(path) };
}

/** Builds the hash for a route and its query; empty values are left out. */
export function buildHash(
  route: RouteId,
  query?: Record<string, string | number | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== '') params.set(k, String(v));
  }
  const qs = params.toString();
  return `#${routePath(route)}${qs ? `?${qs}` : ''}`;
}
