'use client';
import { useLocation } from '@/lib/router';
import { HOME, type RouteId, routes } from '@/lib/routes';

/** The route being shown; unknown paths count as home, where the outlet sends them. */
export function useCurrentRoute(): { id: RouteId; def: (typeof routes)[RouteId] } {
  const { route } = useLocation();
  const id = route ?? HOME;
  return { id, def: routes[id] };
}
