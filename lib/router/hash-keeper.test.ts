import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepHash, restoreHash } from './hash-keeper';
import { CHANGE_EVENT } from './navigation';

const setHash = (hash: string) => window.history.replaceState(window.history.state, '', hash);

/** The person follows a link: the hash moves and the browser says so. */
const follow = (hash: string) => {
  window.history.pushState(null, '', hash);
  window.dispatchEvent(new Event('hashchange'));
};

afterEach(() => {
  restoreHash();
  setHash('#');
});

describe('keeping the hash through hydration', () => {
  it('puts back a hash chosen while the app started, which the framework then undid', () => {
    setHash('#/pages/index/index');
    keepHash();
    follow('#/pages/index/announcement');
    // The framework writes back the URL it saw as it started, without any event.
    setHash('#/pages/index/index');
    const changed = vi.fn();
    window.addEventListener(CHANGE_EVENT, changed);
    restoreHash();
    window.removeEventListener(CHANGE_EVENT, changed);
    expect(window.location.hash).toBe('#/pages/index/announcement');
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('leaves history alone when nothing was undone', () => {
    setHash('#/pages/assets/topup');
    keepHash();
    const replaceState = vi.spyOn(window.history, 'replaceState');
    restoreHash();
    expect(replaceState).not.toHaveBeenCalled();
    replaceState.mockRestore();
    expect(window.location.hash).toBe('#/pages/assets/topup');
  });

  it('forgets after hydration: later moves are the app router’s own business', () => {
    setHash('#/pages/index/index');
    keepHash();
    restoreHash();
    follow('#/pages/team/team');
    setHash('#/pages/index/index');
    restoreHash();
    expect(window.location.hash).toBe('#/pages/index/index');
  });
});
