// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetScreen, lazyScreen, loadScreen } from './lazy-screens';

const Staking = () => <p>Staking screen</p>;
const Team = () => <p>Team screen</p>;
const loads = vi.hoisted(() => ({ staking: 0, team: 0 }));

vi.mock('./screen-registry', () => ({
  screenLoaders: {
    staking: async () => {
      loads.staking += 1;
      return { default: Staking };
    },
    team: async () => {
      loads.team += 1;
      return { default: Team };
    },
  },
}));

const outlet = (Screen: ReturnType<typeof lazyScreen>) => (
  <Suspense fallback={<p>Loading</p>}>
    <Screen query={{}} />
  </Suspense>
);

afterEach(() => {
  document.body.innerHTML = '';
  forgetScreen('staking');
  forgetScreen('team');
});

describe('a route’s screen', () => {
  it('loaded ahead renders in the first commit, with no placeholder before it', async () => {
    await loadScreen('staking');
    render(outlet(lazyScreen('staking')));
    // No act, no await: a lazy component would show the placeholder here.
    expect(screen.getByText('Staking screen')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('not loaded yet shows the placeholder, loads once, and stays the same component', async () => {
    const before = loads.team;
    const Screen = lazyScreen('team');
    render(outlet(Screen));
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => undefined);
    expect(screen.getByText('Team screen')).toBeTruthy();
    expect(loads.team - before).toBe(1);
    // Now loaded, the route keeps its lazy component: a new type would mount the screen afresh.
    expect(lazyScreen('team')).toBe(Screen);
  });

  it('forgotten after a failure, is asked for again', async () => {
    await loadScreen('team');
    const first = lazyScreen('team');
    forgetScreen('team');
    expect(lazyScreen('team')).not.toBe(first);
  });
});
