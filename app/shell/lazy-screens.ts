import { type ComponentType, lazy } from 'react';
import { config } from '@/lib/config';
import type { ScreenProps } from '@/lib/router/screen-props';
import type { RouteId } from '@/lib/routes';
import { withTimeout } from '@/lib/timeout';
import { screenLoaders } from './screen-registry';

export class ChunkTimeoutError extends Error {
  constructor() {
    super('Loading chunk timed out');
    this.name = 'ChunkLoadError';
  }
}

type Screen = ComponentType<ScreenProps>;

/** The screens whose chunk (and words) are in. */
const loaded = new Map<RouteId, Screen>();
/** The component each route renders, kept: one that changed type would mount afresh. */
const cache = new Map<RouteId, Screen>();

/** Loads a route's screen, a load slower than 120 s failing so the person can retry. */
export function loadScreen(id: RouteId): Promise<{ default: Screen }> {
  return withTimeout(
    screenLoaders[id](),
    config.chunkLoadTimeoutMs,
    () => new ChunkTimeoutError(),
  ).then((module) => {
    loaded.set(id, module.default);
    return module;
  });
}

/**
 * The screen of a route: the component itself when it is already in (the app's start loads the
 * first screen ahead), else a lazy one. A lazy component suspends on its first render however
 * early its chunk came, and React holds the reveal until 300 ms after the placeholder it showed.
 */
export function lazyScreen(id: RouteId): Screen {
  let screen = cache.get(id);
  if (!screen) {
    screen = loaded.get(id) ?? lazy(() => loadScreen(id));
    cache.set(id, screen);
  }
  return screen;
}

/** Drops a failed screen so the next render loads it afresh. */
export function forgetScreen(id: RouteId): void {
  cache.delete(id);
  loaded.delete(id);
}
