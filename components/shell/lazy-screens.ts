import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { config } from '@/lib/config';
import type { ScreenProps } from '@/lib/router/screen-props';
import type { RouteId } from '@/lib/routes';
import { screenLoaders } from './screen-registry';

export class ChunkTimeoutError extends Error {
  constructor() {
    super('Loading chunk timed out');
    this.name = 'ChunkLoadError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const cache = new Map<RouteId, LazyExoticComponent<ComponentType<ScreenProps>>>();

/** The lazy screen of a route; a load slower than 120 s fails so the user can retry. */
export function lazyScreen(id: RouteId): LazyExoticComponent<ComponentType<ScreenProps>> {
  let screen = cache.get(id);
  if (!screen) {
    screen = lazy(() => withTimeout(screenLoaders[id](), config.chunkLoadTimeoutMs));
    cache.set(id, screen);
  }
  return screen;
}

/** Drops a failed screen so the next render loads it afresh. */
export function forgetScreen(id: RouteId): void {
  cache.delete(id);
}
