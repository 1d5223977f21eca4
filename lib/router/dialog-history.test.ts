// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listenForDialogSteps, pushDialogEntry } from './dialog-history';
import { DEPTH_KEY } from './hash-guard';
import { currentDialogEntry, getHash, navigate, subscribe } from './navigation';

/**
 * Resolves after the next step through history has landed: a popstate, or for a step that only
 * added or removed a dialog's entry (which nothing else hears of), the router's own event.
 */
const landed = () =>
  new Promise<void>((resolve) => {
    const done = () => {
      window.removeEventListener('popstate', done);
      window.removeEventListener('rwat:navigate', done);
      resolve();
    };
    window.addEventListener('popstate', done);
    window.addEventListener('rwat:navigate', done);
  });

/** Lets queued steps and their listeners run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function back(): Promise<void> {
  const done = landed();
  window.history.back();
  return done;
}

describe('Back closes the dialog on top', () => {
  beforeEach(async () => {
    window.history.replaceState({ [DEPTH_KEY]: 1 }, '', '/#/pages/assets/Withdraw');
    await settle();
  });

  it('a dialog’s own step is not heard as a navigation by anyone else', async () => {
    // As on the page: the app listens as it starts, the framework after hydration, and a
    // dialog opens later still.
    listenForDialogSteps();
    const heard: string[] = [];
    const listener = () => heard.push(window.location.hash);
    window.addEventListener('popstate', listener);
    let closed = 0;
    pushDialogEntry(() => closed++);
    await back();
    expect(closed).toBe(1);
    expect(heard).toEqual([]);
    window.removeEventListener('popstate', listener);
  });

  it('closes the dialog and keeps the page; a second Back leaves it', async () => {
    window.history.pushState({ [DEPTH_KEY]: 0 }, '', '/#/');
    window.history.pushState({ [DEPTH_KEY]: 1 }, '', '/#/pages/assets/Withdraw');
    let closed = 0;
    const entry = pushDialogEntry(() => closed++);
    expect(currentDialogEntry()).toBeDefined();
    expect(window.history.state).toMatchObject({ [DEPTH_KEY]: 2 });

    await back();
    expect(closed).toBe(1);
    expect(entry.popped).toBe(true);
    expect(getHash()).toBe('#/pages/assets/Withdraw');
    expect(currentDialogEntry()).toBeUndefined();
    entry.release();
    await settle();
    // Nothing more was taken: the page is still there, and the next Back leaves it.
    expect(getHash()).toBe('#/pages/assets/Withdraw');
    await back();
    expect(getHash()).toBe('#/');
    expect(closed).toBe(1);
  });

  it('gives its entry back when closed by its own buttons', async () => {
    const length = window.history.length;
    const entry = pushDialogEntry(() => {
      throw new Error('not by Back');
    });
    const stepped = landed();
    entry.release();
    await stepped;
    expect(currentDialogEntry()).toBeUndefined();
    expect(getHash()).toBe('#/pages/assets/Withdraw');
    // The same entry is used again by the next dialog: history does not grow.
    pushDialogEntry(() => {}).release();
    await settle();
    expect(window.history.length).toBeLessThanOrEqual(length + 1);
  });

  it('closes only the top one of two', async () => {
    const closed: string[] = [];
    const lower = pushDialogEntry(() => closed.push('lower'));
    const upper = pushDialogEntry(() => closed.push('upper'));
    await back();
    expect(closed).toEqual(['upper']);
    upper.release();
    await back();
    expect(closed).toEqual(['upper', 'lower']);
    lower.release();
  });

  it('a dialog that stays open (busy) takes an entry again', async () => {
    const entry = pushDialogEntry(() => {});
    await back();
    expect(entry.popped).toBe(true);
    entry.restore();
    expect(entry.popped).toBe(false);
    expect(currentDialogEntry()).toBeDefined();
    let closed = 0;
    const again = pushDialogEntry(() => closed++);
    await back();
    expect(closed).toBe(1);
    again.release();
    entry.release();
    await settle();
  });

  it('a page opened from inside a dialog takes its entry: Back returns to the page under it', async () => {
    const entry = pushDialogEntry(() => {});
    navigate('withdrawRecords');
    expect(getHash()).toBe('#/pages/assets/Withdrawalrecords');
    expect(currentDialogEntry()).toBeUndefined();
    entry.release();
    await settle();
    expect(getHash()).toBe('#/pages/assets/Withdrawalrecords');
    await back();
    expect(getHash()).toBe('#/pages/assets/Withdraw');
  });

  it('a navigation right after a dialog closed waits for its step back, so it is not undone', async () => {
    pushDialogEntry(() => {}).release();
    navigate('assets');
    await vi.waitFor(() => expect(getHash()).toBe('#/pages/assets/assets'));
    expect(currentDialogEntry()).toBeUndefined();
    await back();
    expect(getHash()).toBe('#/pages/assets/Withdraw');
  });
});

describe('an entry typed into the address bar', () => {
  it('gets the framework’s part of the entry before it, so returning to it is not a reload', async () => {
    window.history.replaceState(
      { framework: 'tree', [DEPTH_KEY]: 1 },
      '',
      '/#/pages/assets/assets',
    );
    const stop = subscribe(() => {});
    // A typed hash: the browser makes an entry with no state, then says the hash changed.
    window.history.pushState(null, '', '/#/pages/assets/Withdraw');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(window.history.state).toEqual({ framework: 'tree', [DEPTH_KEY]: 2 });
    stop();
  });

  it('is named with its URL, so the framework completes it when its part is not known yet', () => {
    // Like the framework's router: a write that names a URL gets the framework's part.
    const write = window.history.replaceState;
    window.history.replaceState = function (this: History, data, unused, url) {
      const completed = url == null ? data : { framework: 'tree', ...(data as object) };
      write.call(this, completed, unused, url);
    };
    try {
      // The hash changed before the subscription began: the entry it saw has no state at all.
      write.call(window.history, null, '', '/#/pages/assets/assets');
      const stop = subscribe(() => {});
      window.history.pushState(null, '', '/#/pages/assets/Withdraw');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
      expect(window.history.state).toEqual({ framework: 'tree', [DEPTH_KEY]: 1 });
      stop();
    } finally {
      window.history.replaceState = write;
    }
  });
});
