import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** After the browser has drawn the next frame (a task after its animation frame). */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/**
 * Resolves once no query under `queryKey` is fetching, and the frame that shows its answer has
 * been drawn: work the person is not waiting for goes after what they came for.
 */
export function whenSettled(client: QueryClient, queryKey: QueryKey): Promise<void> {
  return new Promise<void>((resolve) => {
    const cache = client.getQueryCache();
    const idle = () => client.isFetching({ queryKey }) === 0;
    if (idle()) {
      resolve();
      return;
    }
    const stop = cache.subscribe(() => {
      if (!idle()) return;
      stop();
      resolve();
    });
  }).then(afterNextFrame);
}
