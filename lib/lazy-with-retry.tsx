import { type ComponentType, lazy, Suspense, useState } from 'react';

function Nothing(): null {
  return null;
}

/**
 * `React.lazy` for one component of a chunk, showing nothing until the chunk is in, with the
 * retry React.lazy lacks: it keeps a failed load for good, so an error boundary's retry would
 * meet the same failure. Here a failure reaches the nearest error boundary once, and the next
 * mount (its retry) asks for the chunk again. With `optional`, for a part the page works without
 * (the shell's account chip), a chunk that cannot be loaded shows nothing instead of failing,
 * and its next showing asks again.
 *
 * `ready` gives the component when its chunk is already in (loaded ahead): it then renders in
 * the same pass. A lazy component suspends on its first render however early its chunk came,
 * and React holds the reveal of a suspended part until 300 ms after the last placeholder it
 * showed: the balances a signed-in Home came for would wait that long for nothing.
 */
export function lazyWithRetry<P extends object>(
  load: () => Promise<ComponentType<P>>,
  {
    optional = false,
    ready,
  }: { optional?: boolean; ready?: () => ComponentType<P> | undefined } = {},
): ComponentType<P> {
  const fresh = () =>
    lazy<ComponentType<P>>(() =>
      load().then(
        (Component) => ({ default: Component }),
        (error: unknown) => {
          current = fresh();
          if (optional) return { default: Nothing };
          throw error;
        },
      ),
    );
  let current = fresh();
  // biome-ignore lint/correctness/noComponentHookFactories: made once per component at module scope, as React.lazy makes its components
  function LazyWithRetry(props: P) {
    // Taken at mount, outside the boundary that waits for it, so the mount keeps it: a failure
    // reaches the error boundary, and the retry's new mount takes the fresh one.
    // The choice is kept for the mount: a component that changed type would mount afresh.
    const [Current] = useState<ComponentType<P>>(() => ready?.() ?? current);
    return (
      <Suspense fallback={null}>
        <Current {...props} />
      </Suspense>
    );
  }
  return LazyWithRetry;
}

type PropsOf<C> = C extends ComponentType<infer P> ? P & object : never;

/**
 * One chunk's components as lazy parts, with the one `import()` of that chunk (`load`) for
 * whoever asks for it ahead: once the chunk is in, however it came, each part renders in the
 * same pass (`ready`) instead of behind a placeholder.
 */
export function chunkParts<M>(
  importChunk: () => Promise<M>,
  { optional = false }: { optional?: boolean } = {},
) {
  let loaded: M | undefined;
  const load = () =>
    importChunk().then((chunk) => {
      loaded = chunk;
      return chunk;
    });
  const part = <K extends keyof M>(name: K) =>
    lazyWithRetry<PropsOf<M[K]>>(
      () => load().then((chunk) => chunk[name] as ComponentType<PropsOf<M[K]>>),
      { optional, ready: () => loaded?.[name] as ComponentType<PropsOf<M[K]>> | undefined },
    );
  return { load, part };
}
