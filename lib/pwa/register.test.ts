import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type UpdateOffer, watchForUpdates } from './register';

/** A service worker as the page sees it: a state, its changes, the messages it was sent. */
class FakeWorker extends EventTarget {
  messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  constructor(public waiting: FakeWorker | null = null) {
    super();
  }
  /** The browser found a new version and starts installing it. */
  find(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

const container = new EventTarget() as EventTarget & { controller: unknown };
const reload = vi.fn();

function watch(registration: FakeRegistration): UpdateOffer[] {
  const offers: UpdateOffer[] = [];
  watchForUpdates(registration as unknown as ServiceWorkerRegistration, (o) => offers.push(o));
  return offers;
}

beforeEach(() => {
  container.controller = {};
  vi.stubGlobal('navigator', { serviceWorker: container });
  vi.stubGlobal('location', { reload });
  vi.spyOn(window, 'location', 'get').mockReturnValue({ reload } as unknown as Location);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  reload.mockReset();
});

describe('new versions of the app', () => {
  it('are offered once installed, and accepting one hands over, then reloads once in control', () => {
    const registration = new FakeRegistration();
    const offers = watch(registration);
    const next = new FakeWorker('installing');
    registration.find(next);
    expect(offers).toHaveLength(0);
    next.become('installed');
    expect(offers).toHaveLength(1);

    offers[0]?.accept();
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('are offered when one already waits from an earlier visit', () => {
    const offers = watch(new FakeRegistration(new FakeWorker('installed')));
    expect(offers).toHaveLength(1);
  });

  it('are not offered on the first install: nothing older controls the page', () => {
    container.controller = null;
    const registration = new FakeRegistration();
    const offers = watch(registration);
    const first = new FakeWorker('installing');
    registration.find(first);
    first.become('installed');
    expect(offers).toHaveLength(0);
  });
});
