'use client';
import { HOME, type RouteId, routes } from '@/lib/routes';
import { useShownLocation } from './use-shown-location';

/**
 * The route being shown (`useShownLocation`); unknown paths count as home, where the outlet
 * sends them.
 */
export function useCurrentRoute(): { id: RouteId; def: (typeof routes)[RouteId] } {
  const { route } = useShownLocation();
  const id = route ?? HOME;
  return { id, def: routes[id] };
}
