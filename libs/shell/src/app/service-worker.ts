/** The connection's hints: prefetching the next pages is skipped on 2g or with save-data. */
export function shouldPrefetch(nav: Navigator | undefined = globalThis.navigator): boolean {
  const connection = (nav as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } })
    ?.connection;
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** Runs `run` once the page has loaded (at once if it has). */
function afterLoad(win: Window, run: () => void): void {
  if (win.document.readyState === 'complete') run();
  else win.addEventListener('load', run, { once: true });
}

/**
 * Registers the service worker at the site root (app shell and static assets only, never an API answer), once
 * the page has loaded so it never competes with the first paint.
 */
export function registerServiceWorker(url = '/sw.js', win: Window | undefined = globalThis.window): void {
  if (!win || !('serviceWorker' in win.navigator)) return;
  const register = () =>
    void win.navigator.serviceWorker.register(url, { scope: '/' }).catch(() => {
      // No service worker (private mode, old browser): the site works without it.
    });
  afterLoad(win, register);
}

/**
 * Loads the given chunks once the page is idle, one per idle period, unless the connection asks to save data.
 * Starting a chunk's import adds a link for each of its files (Vite's preloading), which took up to 130 ms of a 4x
 * slowed CPU for three screens in one callback; one at a time, a tap in between is answered.
 */
export function prefetchWhenIdle(
  loaders: (() => Promise<unknown>)[],
  win: (Window & { requestIdleCallback?: (cb: () => void) => number }) | undefined = globalThis.window,
): boolean {
  if (!win || loaders.length === 0 || !shouldPrefetch(win.navigator)) return false;
  const idle = (run: () => void) =>
    win.requestIdleCallback ? win.requestIdleCallback(run) : win.setTimeout(run, 2_000);
  let next = 0;
  const loadNext = () => {
    if (next === loaders.length) return;
    void loaders[next++]().catch(() => undefined);
    idle(loadNext);
  };
  afterLoad(win, () => idle(loadNext));
  return true;
}
