// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEPTH_KEY, guardHash } from './hash-guard';
import { getHash, navigate, replace } from './navigation';

describe('the hash belongs to the app’s router', () => {
  beforeAll(() => guardHash(DEPTH_KEY));
  beforeEach(() => {
    window.history.replaceState({ [DEPTH_KEY]: 0 }, '', '/#/');
  });

  it('a framework’s write of the start-up URL keeps the hash the person moved to', () => {
    // The app started at "#/"; before hydration committed, the person opened Assets.
    window.history.pushState({ [DEPTH_KEY]: 1 }, '', '/#/pages/assets/assets');
    window.history.replaceState({ framework: 'tree' }, '', '/#/');
    expect(getHash()).toBe('#/pages/assets/assets');
    // Its state is written as asked.
    expect(window.history.state).toEqual({ framework: 'tree' });
  });

  it('a framework’s write still sets its path and query', () => {
    window.history.replaceState({ framework: 'tree' }, '', '/deeper/?v=2#/');
    expect(window.location.pathname).toBe('/deeper/');
    expect(window.location.search).toBe('?v=2');
    expect(getHash()).toBe('#/');
  });

  it('the router’s own writes move the hash', () => {
    navigate('assets');
    expect(getHash()).toBe('#/pages/assets/assets');
    expect(window.history.state).toMatchObject({ [DEPTH_KEY]: 1 });
    replace('team');
    expect(getHash()).toBe('#/pages/team/team');
    expect(window.history.state).toMatchObject({ [DEPTH_KEY]: 1 });
  });

  it('a write without a URL is left as it is', () => {
    window.history.replaceState({ framework: 'tree' }, '');
    expect(window.history.state).toEqual({ framework: 'tree' });
    expect(getHash()).toBe('#/');
  });
});
