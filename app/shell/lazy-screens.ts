import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
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

const cache = new Map<RouteId, LazyExoticComponent<ComponentType<ScreenProps>>>();

/** The lazy screen of a route; a load slower than 120 s fails so the user can retry. */
export function lazyScreen(id: RouteId): LazyExoticComponent<ComponentType<ScreenProps>> {
  let screen = cache.get(id);
  if (!screen) {
    screen = lazy(() =>
      withTimeout(screenLoaders[id](), config.chunkLoadTimeoutMs, () => new ChunkTimeoutError()),
    );
    cache.set(id, screen);
  }
  return screen;
}

/** Drops a failed screen so the next render loads it afresh. */
export function forgetScreen(id: RouteId): void {
  cache.delete(id);
}
