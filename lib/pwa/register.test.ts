// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, SERVICE_WORKER_URL, type UpdateOffer } from './register';

const scriptURL = new URL(SERVICE_WORKER_URL, window.location.href).href;

/** A service worker as the page sees it: a state, its changes, the messages it was sent. */
class FakeWorker extends EventTarget {
  readonly scriptURL = scriptURL;
  messages: unknown[] = [];
  constructor(
    public state: ServiceWorkerState,
    private readonly registration?: FakeRegistration,
  ) {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    if (state === 'installed' && this.registration) {
      this.registration.installing = null;
      this.registration.waiting = this;
    }
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = vi.fn(async () => {});
  /** The browser found a new version and starts installing it. */
  find(): FakeWorker {
    const worker = new FakeWorker('installing', this);
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    return worker;
  }
}

/** The page's `navigator.serviceWorker`: who controls the page, and what was registered. */
class FakeContainer extends EventTarget {
  controller: FakeWorker | null = new FakeWorker('activated');
  registration = new FakeRegistration();
  register = vi.fn(async () => this.registration);
}

let container: FakeContainer;
const reload = vi.fn();
const idleCallbacks: (() => void)[] = [];

/** Registers as the app does, and lets the page load and go idle. */
async function start(): Promise<UpdateOffer[]> {
  const offers: UpdateOffer[] = [];
  registerServiceWorker((offer) => offers.push(offer));
  await vi.waitFor(() => expect(idleCallbacks).toHaveLength(1));
  idleCallbacks.shift()?.();
  await vi.waitFor(() => expect(container.register).toHaveBeenCalled());
  return offers;
}

/** Past workbox-window's short wait before it calls an installed worker "waiting". */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

beforeEach(() => {
  container = new FakeContainer();
  vi.stubEnv('NODE_ENV', 'production');
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal('navigator', { serviceWorker: container, userAgent: navigator.userAgent });
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
  const location = { href: window.location.href, reload } as unknown as Location;
  vi.stubGlobal('location', location);
  vi.spyOn(window, 'location', 'get').mockReturnValue(location);
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  reload.mockReset();
  idleCallbacks.length = 0;
});

describe('the service worker', () => {
  it('is registered only once the page has loaded and gone idle, relative to the page', async () => {
    registerServiceWorker(() => {});
    await vi.waitFor(() => expect(idleCallbacks).toHaveLength(1));
    expect(container.register).not.toHaveBeenCalled();
    idleCallbacks.shift()?.();
    await vi.waitFor(() => expect(container.register).toHaveBeenCalled());
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: './' });
  });

  it('looks for a new version when the app comes back to the foreground', async () => {
    await start();
    await vi.waitFor(() => expect(container.registration.update).not.toHaveBeenCalled());
    await settle();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(container.registration.update).toHaveBeenCalled();
  });
});

describe('new versions of the app', () => {
  it('are offered once installed, and accepting one hands over, then reloads once in control', async () => {
    const offers = await start();
    await settle();
    const next = container.registration.find();
    expect(offers).toHaveLength(0);
    next.become('installed');
    await settle();
    expect(offers).toHaveLength(1);

    offers[0]?.accept();
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    next.become('activating');
    container.controller = next;
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('are offered when one already waits from an earlier visit', async () => {
    container.registration.waiting = new FakeWorker('installed');
    const offers = await start();
    await vi.waitFor(() => expect(offers).toHaveLength(1));
  });

  it('are not offered on the first install: nothing older controls the page', async () => {
    container.controller = null;
    const offers = await start();
    await settle();
    const first = container.registration.find();
    first.become('installed');
    await settle();
    expect(offers).toHaveLength(0);
  });

  it('are not offered once the prompt has gone', async () => {
    const offers: UpdateOffer[] = [];
    const stop = registerServiceWorker((offer) => offers.push(offer));
    await vi.waitFor(() => expect(idleCallbacks).toHaveLength(1));
    idleCallbacks.shift()?.();
    await vi.waitFor(() => expect(container.register).toHaveBeenCalled());
    stop();
    container.registration.find().become('installed');
    await settle();
    expect(offers).toHaveLength(0);
  });
});
