import { afterEach, describe, expect, it } from 'vitest';
import { keepHash, stopKeepingHash } from './hash-keeper';

const setHash = (hash: string) => window.history.replaceState(window.history.state, '', hash);

afterEach(() => {
  stopKeepingHash();
  setHash('#');
});

describe('keeping the hash through hydration', () => {
  it('a write-back of the start URL keeps the hash chosen since, and the rest of the write', () => {
    setHash('#/pages/index/index');
    keepHash();
    // The person taps a tab; its hashchange may not even have been dispatched yet.
    window.history.pushState(null, '', '#/pages/index/announcement');
    // The framework writes back the URL it saw as it started, with its own state.
    window.history.replaceState({ __NA: true }, '', '/?from=start#/pages/index/index');
    expect(window.location.hash).toBe('#/pages/index/announcement');
    expect(window.location.search).toBe('?from=start');
    expect(window.history.state).toEqual({ __NA: true });
  });

  it('once hydrated, history writes go through untouched', () => {
    setHash('#/pages/index/index');
    keepHash();
    stopKeepingHash();
    window.history.pushState(null, '', '#/pages/team/team');
    window.history.replaceState(null, '', '#/pages/index/index');
    expect(window.location.hash).toBe('#/pages/index/index');
  });

  it('a write without a URL only changes the state', () => {
    setHash('#/pages/assets/topup');
    keepHash();
    window.history.replaceState({ kept: 1 }, '');
    expect(window.location.hash).toBe('#/pages/assets/topup');
    expect(window.history.state).toEqual({ kept: 1 });
  });
});
