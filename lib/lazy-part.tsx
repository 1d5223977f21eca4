import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';

type PartState<T> =
  | { status: 'idle' | 'loading' }
  | { status: 'loaded'; value: T }
  | { status: 'failed'; error: unknown };

/**
 * A part of the app that loads on demand: its own chunk, asked for when first needed, by the
 * name its loader is given in `lazyPart`.
 */
export interface LazyPart<T> {
  /** Loads the part once; after a failure, the next call asks again. */
  load(): Promise<T>;
  /** Where the part stands; a new object whenever that changes. */
  state(): PartState<T>;
  subscribe(onChange: () => void): () => void;
}

/** `importPart` is the part's loader: `() => import('…')`. */
export function lazyPart<T>(importPart: () => Promise<T>): LazyPart<T> {
  let state: PartState<T> = { status: 'idle' };
  let loading: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: PartState<T>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    load() {
      if (loading) return loading;
      set({ status: 'loading' });
      const current = importPart();
      loading = current;
      current.then(
        (value) => set({ status: 'loaded', value }),
        (error: unknown) => {
          loading = undefined;
          set({ status: 'failed', error });
        },
      );
      return current;
    },
    state: () => state,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

const NOT_LOADED = { status: 'idle' } as const;
const notLoaded = () => NOT_LOADED;

/**
 * A component of a lazy part. It renders in the same pass when the part is already in (the
 * usual case: it was loaded ahead), so nothing blinks or moves, and nothing until then; it
 * asks for the part itself if nobody has. A load that fails while it is mounted is thrown for
 * the nearest error boundary, whose retry mounts it again, which asks again; with
 * `optional`, for a part the page works without (the shell's account chip), it shows nothing
 * and the next mount asks again.
 */
export function partComponent<M, P extends object>(
  part: LazyPart<M>,
  pick: (loaded: M) => ComponentType<P>,
  { optional = false }: { optional?: boolean } = {},
): ComponentType<P> {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module scope, as React.lazy makes its components
  function PartComponent(props: P) {
    const state = useSyncExternalStore(part.subscribe, part.state, notLoaded);
    const [failedBefore] = useState(() => {
      const atMount = part.state();
      return atMount.status === 'failed' ? atMount.error : undefined;
    });
    useEffect(() => {
      if (part.state().status !== 'loaded') part.load().catch(() => undefined);
    }, []);
    if (state.status === 'failed' && state.error !== failedBefore && !optional) throw state.error;
    if (state.status !== 'loaded') return null;
    const Component = pick(state.value);
    return <Component {...props} />;
  }
  return PartComponent;
}
