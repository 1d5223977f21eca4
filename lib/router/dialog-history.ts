import { DEPTH_KEY } from './hash-guard';
import {
  currentDialogEntry,
  DIALOG_KEY,
  notifyHistoryStep,
  quietStepLanded,
  stepBackQuietly,
} from './navigation';

/**
 * The browser's Back (Android's back gesture) closes the dialog on top, not the page under it:
 * each open dialog adds an entry to history (the same page, one step deeper). Back removes it
 * and the dialog closes, keeping what the page held; a second Back leaves the page. A dialog
 * closed by its own buttons takes its entry back, so history holds no dead steps.
 */
export interface DialogEntry {
  /** Back removed the entry; the dialog was asked to close. */
  readonly popped: boolean;
  /** The dialog closed (or left the page): its entry goes, unless Back already took it. */
  release(): void;
  /** The dialog refused to close on Back (busy): it gets an entry again. */
  restore(): void;
}

interface Open {
  id: number;
  onBack: () => void;
  popped: boolean;
  released: boolean;
}

/** Open dialogs with an entry, oldest first. */
const stack: Open[] = [];
let nextId = 1;
let listening = false;

function depth(): number {
  const value = (window.history.state as Record<string, unknown> | null)?.[DEPTH_KEY];
  return typeof value === 'number' ? value : 0;
}

function pushEntry(entry: Open): void {
  const state = {
    ...(window.history.state ?? {}),
    [DEPTH_KEY]: depth() + 1,
    [DIALOG_KEY]: entry.id,
  };
  window.history.pushState(state, '', window.location.href);
  lastHref = window.location.href;
  stack.push(entry);
}

/** The page's address at the last step this module saw: a dialog's entry shares its page's. */
let lastHref = '';

/**
 * After any step in history: every dialog whose entry is no longer current closes. A step that
 * only adds or removes a dialog's entry stays on the page, so nothing else hears of it: the
 * framework would otherwise treat it as a navigation (and reload the page to reach an entry it
 * did not write, losing the form under the dialog). Listeners on the window run in the order
 * they were added, whatever their phase, so this one is added at the start
 * (`listenForDialogSteps`), before the framework adds its own.
 */
function onPopState(event: PopStateEvent): void {
  const current = currentDialogEntry();
  const samePage = window.location.href === lastHref;
  const ours = samePage && (stack.length > 0 || current !== undefined || leaving);
  lastHref = window.location.href;
  leaving = false;
  const kept = stack.findIndex((entry) => entry.id === current);
  const closing = stack.splice(kept + 1).reverse();
  for (const entry of closing) {
    entry.popped = true;
    entry.onBack();
  }
  if (!ours) return;
  event.stopImmediatePropagation();
  quietStepLanded();
  notifyHistoryStep();
}

/** A dialog gave back its entry: the step that comes is the page's own. */
let leaving = false;

/** Starts hearing history's steps; called as the app starts, and safe to call again. */
export function listenForDialogSteps(): void {
  if (listening) return;
  window.addEventListener('popstate', onPopState, { capture: true });
  listening = true;
}

export function pushDialogEntry(onBack: () => void): DialogEntry {
  listenForDialogSteps();
  const entry: Open = { id: nextId++, onBack, popped: false, released: false };
  pushEntry(entry);
  return {
    get popped() {
      return entry.popped;
    },
    release() {
      if (entry.released) return;
      entry.released = true;
      const at = stack.indexOf(entry);
      if (at !== -1) stack.splice(at, 1);
      // Still the current entry (closed by its own buttons): take it back. Not when a page was
      // opened from the dialog: that page took its place.
      if (!entry.popped && currentDialogEntry() === entry.id) {
        leaving = true;
        stepBackQuietly();
      }
    },
    restore() {
      if (entry.released || !entry.popped) return;
      entry.popped = false;
      pushEntry(entry);
    },
  };
}
