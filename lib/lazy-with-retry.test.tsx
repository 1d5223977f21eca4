// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkParts, lazyWithRetry } from './lazy-with-retry';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;
type Loaded = typeof Greeting;

/** A promise settled from the test, as a chunk that arrives (or fails) when the network says. */
function pending() {
  let arrive: (m: Loaded) => void = () => undefined;
  let fail: (e: Error) => void = () => undefined;
  const promise = new Promise<Loaded>((resolve, reject) => {
    arrive = resolve;
    fail = reject;
  });
  return { promise, arrive, fail };
}

/** A loader whose first load and the one after it each settle when the test says. */
function twoLoads() {
  const first = pending();
  const second = pending();
  const load = vi
    .fn<() => Promise<Loaded>>()
    .mockReturnValueOnce(first.promise)
    .mockReturnValueOnce(second.promise);
  return { first, second, load };
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    if (!this.state.error) return this.props.children;
    return (
      <button type="button" onClick={() => this.setState({ error: undefined })}>
        Retry after {this.state.error.message}
      </button>
    );
  }
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('lazyWithRetry', () => {
  it('asks for its chunk when first shown, shows nothing until it arrives, then the component', async () => {
    const chunk = pending();
    const load = vi.fn(() => chunk.promise);
    const Hello = lazyWithRetry(load);
    expect(load).not.toHaveBeenCalled();
    render(<Hello name="Ana" />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Hello Ana')).toBeNull();
    await act(async () => chunk.arrive(Greeting));
    expect(screen.getByText('Hello Ana')).toBeTruthy();
  });

  it('hands a failed load to the error boundary, whose retry asks again', async () => {
    const { first, second, load } = twoLoads();
    const Hello = lazyWithRetry(load);
    // React reports the caught error on the console; it is expected here.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Hello name="Ana" />
      </Boundary>,
    );
    await act(async () => first.fail(new Error('offline')));
    const retry = screen.getByRole('button', { name: 'Retry after offline' });
    await act(async () => retry.click());
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => second.arrive(Greeting));
    expect(screen.getByText('Hello Ana')).toBeTruthy();
    quiet.mockRestore();
  });

  it('an optional part that cannot be loaded shows nothing, the page goes on, and its next showing asks again', async () => {
    const { first, second, load } = twoLoads();
    const Hello = lazyWithRetry(load, { optional: true });
    const page = (shown: boolean) => (
      <Boundary>
        <p>The page</p>
        {shown ? <Hello name="Ana" /> : null}
      </Boundary>
    );
    const { rerender } = render(page(true));
    await act(async () => first.fail(new Error('offline')));
    expect(screen.getByText('The page')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    rerender(page(false));
    rerender(page(true));
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => second.arrive(Greeting));
    expect(screen.getByText('Hello Ana')).toBeTruthy();
  });

  it('a component whose chunk is already in renders in the same pass, with no placeholder first', () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    let loaded: Loaded | undefined;
    const Hello = lazyWithRetry(load, { ready: () => loaded });
    loaded = Greeting;
    render(<Hello name="Ana" />);
    // No act, no await: the first commit already holds it.
    expect(screen.getByText('Hello Ana')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it('one whose chunk is not in yet loads it as usual', async () => {
    const chunk = pending();
    const load = vi.fn(() => chunk.promise);
    const Hello = lazyWithRetry(load, { ready: () => undefined });
    render(<Hello name="Ana" />);
    expect(screen.queryByText('Hello Ana')).toBeNull();
    await act(async () => chunk.arrive(Greeting));
    expect(screen.getByText('Hello Ana')).toBeTruthy();
  });
});

describe('chunkParts', () => {
  it('draws a part in the same pass once its chunk was loaded ahead, with one import', async () => {
    const importChunk = vi.fn(() => Promise.resolve({ Greeting }));
    const parts = chunkParts(importChunk);
    const Hello = parts.part('Greeting');
    await parts.load();
    render(<Hello name="Ana" />);
    // No act, no await: the first commit already holds it.
    expect(screen.getByText('Hello Ana')).toBeTruthy();
    expect(importChunk).toHaveBeenCalledTimes(1);
  });

  it('loads the chunk for a part shown before anyone loaded it', async () => {
    const chunk = pending();
    const parts = chunkParts(() => chunk.promise.then((Component) => ({ Greeting: Component })));
    const Hello = parts.part('Greeting');
    render(<Hello name="Ana" />);
    expect(screen.queryByText('Hello Ana')).toBeNull();
    await act(async () => chunk.arrive(Greeting));
    expect(screen.getByText('Hello Ana')).toBeTruthy();
  });
});
