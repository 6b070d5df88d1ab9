import { prefetchWhenIdle, shouldPrefetch } from './service-worker';

const nav = (connection?: object) => ({ connection }) as unknown as Navigator;

describe('shouldPrefetch', () => {
  it('skips prefetching on 2g and with save-data', () => {
    expect(shouldPrefetch(nav({ effectiveType: '2g' }))).toBe(false);
    expect(shouldPrefetch(nav({ effectiveType: 'slow-2g' }))).toBe(false);
    expect(shouldPrefetch(nav({ effectiveType: '4g', saveData: true }))).toBe(false);
  });
  it('prefetches otherwise, and when the browser gives no hint', () => {
    expect(shouldPrefetch(nav({ effectiveType: '4g' }))).toBe(true);
    expect(shouldPrefetch(nav())).toBe(true);
  });
});

describe('prefetchWhenIdle', () => {
  // The server's template, as page-head's prefetchTemplate writes it.
  const serverTemplate = () => {
    document.head.innerHTML =
      '<template id="gp-prefetch"><link rel="prefetch" as="style" href="/a.css">' +
      '<link rel="prefetch" as="script" crossorigin href="/a.js"></template>';
  };
  const idleWindow = (connection?: object) => {
    const callbacks: (() => void)[] = [];
    const win = {
      navigator: { connection },
      document,
      requestIdleCallback: (cb: () => void) => callbacks.push(cb),
    } as unknown as Window;
    return { win, callbacks };
  };
  const prefetchLinks = () =>
    [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));

  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("puts the server's prefetch links in the head once the page is idle, one per idle period, on a good connection", () => {
    serverTemplate();
    const { win, callbacks } = idleWindow({ effectiveType: '4g' });
    expect(prefetchWhenIdle(win)).toBe(true);
    expect(prefetchLinks()).toEqual([]);
    // Each link starts a request on the main thread: thirty at once were one long task on a slow phone.
    callbacks.shift()?.();
    expect(prefetchLinks()).toEqual(['/a.css']);
    callbacks.shift()?.();
    expect(prefetchLinks()).toEqual(['/a.css', '/a.js']);
    callbacks.shift()?.();
    expect(callbacks).toEqual([]);
  });

  it('does nothing on a page the server did not render (no template)', () => {
    const { win, callbacks } = idleWindow({ effectiveType: '4g' });
    expect(prefetchWhenIdle(win)).toBe(false);
    expect(callbacks).toEqual([]);
  });

  it('fetches nothing on 2g or with save-data', () => {
    serverTemplate();
    for (const connection of [{ effectiveType: '2g' }, { saveData: true }]) {
      const { win, callbacks } = idleWindow(connection);
      expect(prefetchWhenIdle(win)).toBe(false);
      expect(callbacks).toEqual([]);
    }
    expect(prefetchLinks()).toEqual([]);
  });
});
