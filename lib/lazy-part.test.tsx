// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, partComponent } from './lazy-part';

const greeting = { Greeting: ({ name }: { name: string }) => <p>Hello {name}</p> };
type Greeting = typeof greeting;

/** A promise settled from the test, as a chunk that arrives (or fails) when the network says. */
function pending() {
  let arrive: (m: Greeting) => void = () => undefined;
  let fail: (e: Error) => void = () => undefined;
  const promise = new Promise<Greeting>((resolve, reject) => {
    arrive = resolve;
    fail = reject;
  });
  return { promise, arrive, fail };
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

/** Records what the page showed each time it rendered. */
const seen: string[] = [];
function Probe() {
  seen.push(document.body.textContent ?? '');
  return null;
}

afterEach(() => {
  seen.length = 0;
  document.body.innerHTML = '';
});

describe('lazyPart', () => {
  it('loads once, however often it is asked for', async () => {
    const load = vi.fn(async () => greeting);
    const part = lazyPart(load);
    const first = part.load();
    expect(part.load()).toBe(first);
    await first;
    expect(part.load()).toBe(first);
    expect(part.state()).toEqual({ status: 'loaded', value: greeting });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(greeting);
    const part = lazyPart(load);
    await expect(part.load()).rejects.toThrow('offline');
    expect(part.state().status).toBe('failed');
    await expect(part.load()).resolves.toBe(greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('partComponent', () => {
  it('renders in its first pass once its part is in: nothing blinks', async () => {
    const part = lazyPart(async () => greeting);
    await part.load();
    const Hello = partComponent(part, (m) => m.Greeting);
    render(
      <>
        <Hello name="Ana" />
        <Probe />
      </>,
    );
    expect(screen.getByText('Hello Ana')).toBeTruthy();
    // The sibling rendered once, in the same pass: there was no empty render first.
    expect(seen).toHaveLength(1);
  });

  it('asks for its part itself, shows nothing until it arrives, then the component', async () => {
    const chunk = pending();
    const load = vi.fn(() => chunk.promise);
    const Hello = partComponent(lazyPart(load), (m) => m.Greeting);
    render(<Hello name="Ana" />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Hello Ana')).toBeNull();
    await act(async () => chunk.arrive(greeting));
    expect(screen.getByText('Hello Ana')).toBeTruthy();
  });

  it('an optional part that cannot be loaded shows nothing, and the page goes on', async () => {
    const chunk = pending();
    const Hello = partComponent(
      lazyPart(() => chunk.promise),
      (m) => m.Greeting,
      {
        optional: true,
      },
    );
    render(
      <Boundary>
        <p>The page</p>
        <Hello name="Ana" />
      </Boundary>,
    );
    await act(async () => chunk.fail(new Error('offline')));
    expect(screen.getByText('The page')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('hands a failed load to the error boundary, whose retry asks again', async () => {
    const first = pending();
    const second = pending();
    const load = vi
      .fn<() => Promise<Greeting>>()
      .mockReturnValueOnce(first.promise)
      .mockReturnValueOnce(second.promise);
    const Hello = partComponent(lazyPart(load), (m) => m.Greeting);
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
    await act(async () => second.arrive(greeting));
    expect(screen.getByText('Hello Ana')).toBeTruthy();
    quiet.mockRestore();
  });
});
