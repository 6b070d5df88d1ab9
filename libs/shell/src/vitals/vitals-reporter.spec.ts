import { createVitalsBatch, routeIdOf, startVitals, type VitalsLibrary } from './vitals-reporter';

/** A fake web-vitals: each `onX` keeps its callback so the test reports values as the library would. */
function fakeLibrary() {
  const callbacks: Record<string, (metric: { name: string; value: number }) => void> = {};
  const register = (name: string) => (cb: (metric: { name: string; value: number }) => void) => {
    callbacks[name] = cb;
  };
  const library: VitalsLibrary = {
    onLCP: register('LCP'),
    onINP: register('INP'),
    onCLS: register('CLS'),
    onFCP: register('FCP'),
    onTTFB: register('TTFB'),
  };
  return {
    library,
    // An unknown name goes through LCP's callback: the reporter must drop it whoever hands it over.
    report: (name: string, value: number) => (callbacks[name] ?? callbacks.LCP)({ name, value }),
  };
}

/** Lets the idle callbacks, the chunk's promise and the registrations (one per idle period) run. */
const settle = async () => {
  for (let i = 0; i < 12; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

function hide() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
}

describe('routeIdOf', () => {
  it('names the route of the shared table, never the URL', () => {
    expect(routeIdOf('/product/nurofen-200')).toBe('product');
    expect(routeIdOf('/uz/search')).toBe('search');
    expect(routeIdOf('/')).toBe('home');
    expect(routeIdOf('/no/such/page')).toBe('not-found');
  });
});

describe('startVitals', () => {
  let sendBeacon: jest.Mock;
  let stop: (() => void) | null = null;
  afterEach(() => stop?.());
  beforeEach(() => {
    sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    window.history.replaceState(null, '', '/uz/product/nurofen-200?utm=x');
  });

  it('sends the page view metrics in one beacon when the page goes hidden', async () => {
    const fake = fakeLibrary();
    const load = jest.fn(async () => fake.library);
    stop = startVitals({ device: 'mobile', load, endpoint: '/api/v1/vitals' });
    expect(stop).toEqual(expect.any(Function));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    fake.report('TTFB', 120.4);
    fake.report('FCP', 800.6);
    fake.report('LCP', 1500.2);
    fake.report('CLS', 0.012345);
    fake.report('FID', 10); // not one of ours: dropped
    expect(sendBeacon).not.toHaveBeenCalled();

    hide();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0];
    expect(url).toBe('/api/v1/vitals');
    expect(JSON.parse(body)).toEqual({
      route: 'product',
      device: 'mobile',
      lan: 'uz',
      metrics: [
        { name: 'TTFB', value: 120 },
        { name: 'FCP', value: 801 },
        { name: 'LCP', value: 1500 },
        { name: 'CLS', value: 0.0123 },
      ],
    });
    expect(body).not.toContain('nurofen');

    // INP comes later (an interaction, then the page goes away): only the new metric is sent.
    fake.report('INP', 64);
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    expect(JSON.parse(sendBeacon.mock.calls[1][1]).metrics).toEqual([{ name: 'INP', value: 64 }]);
    // Nothing new: no empty beacon.
    hide();
    expect(sendBeacon).toHaveBeenCalledTimes(2);
  });

  it('registers one metric per idle period, so none of them holds the page up with the others', async () => {
    const fake = fakeLibrary();
    const registered = jest.fn();
    const library = Object.fromEntries(
      Object.entries(fake.library).map(([name, on]) => [
        name,
        (cb: Parameters<typeof on>[0]) => {
          registered(name);
          on(cb);
        },
      ]),
    ) as VitalsLibrary;
    const idleQueue: (() => void)[] = [];
    const win = Object.assign(Object.create(window) as Window, {
      requestIdleCallback: (run: () => void) => idleQueue.push(run),
      navigator: window.navigator,
      location: window.location,
      document: window.document,
      addEventListener: window.addEventListener.bind(window),
      removeEventListener: window.removeEventListener.bind(window),
    });
    stop = startVitals({ device: 'mobile', win, load: async () => library });
    const runIdle = async () => {
      idleQueue.shift()?.();
      await settle();
    };
    await runIdle(); // the library arrives, the first metric is registered
    expect(registered).toHaveBeenCalledTimes(1);
    for (let period = 2; period <= 5; period++) {
      await runIdle();
      expect(registered).toHaveBeenCalledTimes(period);
    }
    expect(registered.mock.calls.flat()).toEqual(['onLCP', 'onINP', 'onCLS', 'onFCP', 'onTTFB']);
    await runIdle(); // then the page's own listeners: the beacon goes on hiding
    fake.report('LCP', 900);
    hide();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('does nothing without sendBeacon, and survives a chunk that fails to load', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: undefined });
    expect(startVitals({ device: 'desktop', load: jest.fn() })).toBeNull();
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    stop = startVitals({ device: 'desktop', load: () => Promise.reject(new Error('offline')) });
    expect(stop).toEqual(expect.any(Function));
    await settle();
    hide();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});

describe('createVitalsBatch', () => {
  it('ignores negative and non-finite values', () => {
    const send = jest.fn();
    const batch = createVitalsBatch({ route: 'home', device: 'desktop', lan: 'ru' }, send);
    batch.add({ name: 'LCP', value: -1 });
    batch.add({ name: 'LCP', value: Number.NaN });
    batch.flush();
    expect(send).not.toHaveBeenCalled();
  });
});
