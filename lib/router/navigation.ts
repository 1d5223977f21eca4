import type { RouteId } from '@/lib/routes';
import { buildHash } from './hash';
import { DEPTH_KEY } from './hash-guard';

/**
 * Hash navigation on top of the History API. Each entry the app pushes carries its depth in
 * `history.state`, so `back()` knows whether there is an in-app page to return to. (The depth
 * also tells the page's history guard, `hash-guard.ts`, that the write is the router's own.)
 */
const CHANGE_EVENT = 'rwat:navigate';

type QueryInput = Record<string, string | number | undefined>;

function currentDepth(): number {
  const state = window.history.state as Record<string, unknown> | null;
  const depth = state?.[DEPTH_KEY];
  return typeof depth === 'number' ? depth : 0;
}

function write(kind: 'push' | 'replace', hash: string, depth: number): void {
  const state = { ...(window.history.state ?? {}), [DEPTH_KEY]: depth };
  const url = `${window.location.pathname}${window.location.search}${hash}`;
  if (kind === 'push') window.history.pushState(state, '', url);
  else window.history.replaceState(state, '', url);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function navigate(route: RouteId, query?: QueryInput): void {
  const hash = buildHash(route, query);
  if (hash === window.location.hash) return;
  write('push', hash, currentDepth() + 1);
}

export function replace(route: RouteId, query?: QueryInput): void {
  write('replace', buildHash(route, query), currentDepth());
}

/** Goes back one in-app page; with none (a deep link, a fresh tab), goes home instead. */
export function back(): void {
  if (currentDepth() > 0) window.history.back();
  else replace('home');
}

/** Subscribes to every way the hash can change: our own calls, back/forward, typed URLs. */
export function subscribe(onChange: () => void): () => void {
  let lastDepth = currentDepth();
  const onHashChange = () => {
    // A hash typed into the address bar makes an entry without our depth: number it.
    const state = window.history.state as Record<string, unknown> | null;
    if (typeof state?.[DEPTH_KEY] !== 'number') {
      window.history.replaceState({ ...(state ?? {}), [DEPTH_KEY]: lastDepth + 1 }, '');
    }
    lastDepth = currentDepth();
    onChange();
  };
  const onOwnChange = () => {
    lastDepth = currentDepth();
    onChange();
  };
  window.addEventListener('hashchange', onHashChange);
  window.addEventListener('popstate', onOwnChange);
  window.addEventListener(CHANGE_EVENT, onOwnChange);
  return () => {
    window.removeEventListener('hashchange', onHashChange);
    window.removeEventListener('popstate', onOwnChange);
    window.removeEventListener(CHANGE_EVENT, onOwnChange);
  };
}

export function getHash(): string {
  return window.location.hash;
}
