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

/**
 * `history.state` key of an entry an open dialog added (`dialog-history.ts`): the same page, one
 * step deeper, so the browser's Back closes the dialog instead of leaving the page.
 */
export const DIALOG_KEY = 'rwatDialog';

export function currentDialogEntry(): unknown {
  return (window.history.state as Record<string, unknown> | null)?.[DIALOG_KEY];
}

function write(kind: 'push' | 'replace', hash: string, depth: number): void {
  const { [DIALOG_KEY]: _dialog, ...kept } = window.history.state ?? {};
  const state = { ...kept, [DEPTH_KEY]: depth };
  const url = `${window.location.pathname}${window.location.search}${hash}`;
  if (kind === 'push') window.history.pushState(state, '', url);
  else window.history.replaceState(state, '', url);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * A step back the app takes itself (a dialog closed by its own button gives back its entry),
 * until the browser has taken it: a navigation meanwhile waits for it, or the step back would
 * land after the navigation and undo it.
 */
let steppingBack: Promise<void> | null = null;
let stepLanded: () => void = () => {};

export function stepBackQuietly(): void {
  if (steppingBack) return;
  const stepped = new Promise<void>((resolve) => {
    stepLanded = () => {
      clearTimeout(timer);
      stepLanded = () => {};
      if (steppingBack === stepped) steppingBack = null;
      resolve();
    };
  });
  // A browser that never answers the step (it had nowhere to go) must not hold navigation.
  const timer = setTimeout(() => stepLanded(), 1_000);
  steppingBack = stepped;
  window.history.back();
}

/** The app's own step back has landed (told by the dialogs' history, which sees it first). */
export function quietStepLanded(): void {
  stepLanded();
}

/** A step in history that stayed on the page (a dialog's entry came or went): re-read the depth. */
export function notifyHistoryStep(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function whenSettled(go: () => void): void {
  if (steppingBack) void steppingBack.then(go);
  else go();
}

export function navigate(route: RouteId, query?: QueryInput): void {
  whenSettled(() => {
    const hash = buildHash(route, query);
    if (hash === window.location.hash) return;
    // From a dialog's entry (a link inside the dialog), the new page takes that entry's place:
    // Back from it returns to the page the dialog was on, not to the dialog.
    if (currentDialogEntry() !== undefined) write('replace', hash, currentDepth());
    else write('push', hash, currentDepth() + 1);
  });
}

export function replace(route: RouteId, query?: QueryInput): void {
  whenSettled(() => write('replace', buildHash(route, query), currentDepth()));
}

/** Goes back one in-app page; with none (a deep link, a fresh tab), goes home instead. */
export function back(): void {
  if (currentDepth() > 0) window.history.back();
  else replace('home');
}

/** What the framework keeps in an entry: everything but the router's own keys. */
function frameworkPart(state: unknown): Record<string, unknown> {
  const {
    [DEPTH_KEY]: _depth,
    [DIALOG_KEY]: _dialog,
    ...rest
  } = (state ?? {}) as Record<string, unknown>;
  return rest;
}

/** Subscribes to every way the hash can change: our own calls, back/forward, typed URLs. */
export function subscribe(onChange: () => void): () => void {
  let lastDepth = currentDepth();
  // The framework's part of the last entry that had one. The app is one page, so it holds for
  // every hash route: an entry without it is one the framework reloads the page to return to,
  // which would lose what the screen held (a form under a dialog closed by Back).
  let framework = frameworkPart(window.history.state);
  const remember = () => {
    const now = frameworkPart(window.history.state);
    if (Object.keys(now).length > 0) framework = now;
  };
  const onHashChange = () => {
    // A hash typed into the address bar makes an entry without our depth: number it, and give
    // it the framework's part, so returning to it is a step, not a reload. That part is not
    // known when the hash changed before this subscription began (a link opened while the app
    // starts): named with its URL, the write is one the framework completes with its own part.
    const state = window.history.state as Record<string, unknown> | null;
    if (typeof state?.[DEPTH_KEY] !== 'number') {
      window.history.replaceState(
        { ...framework, ...(state ?? {}), [DEPTH_KEY]: lastDepth + 1 },
        '',
        window.location.href,
      );
    }
    lastDepth = currentDepth();
    remember();
    onChange();
  };
  const onOwnChange = () => {
    lastDepth = currentDepth();
    remember();
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
