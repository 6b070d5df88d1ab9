import { PREFETCH_TEMPLATE_ID } from '@gopharm/util';

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
 * Puts the server's prefetch links (page-head's prefetchTemplate) in the head once the page has loaded and is
 * idle, unless the connection asks to save data: the browser then fetches the likely next screens' files at its
 * lowest priority. One link per idle period: the browser starts each link's request on the main thread, and the
 * template's ~30 links appended together were one task of 130-170 ms on a slowed phone CPU.
 */
export function prefetchWhenIdle(
  win: (Window & { requestIdleCallback?: (cb: () => void) => number }) | undefined = globalThis.window,
): boolean {
  const template = win?.document.getElementById(PREFETCH_TEMPLATE_ID) as HTMLTemplateElement | null;
  if (!win || !template?.content || !shouldPrefetch(win.navigator)) return false;
  const links = [...template.content.children];
  const idle = (run: () => void) =>
    win.requestIdleCallback ? win.requestIdleCallback(run) : win.setTimeout(run, 2_000);
  const appendNext = () => {
    const link = links.shift();
    if (!link) return;
    win.document.head.append(link);
    idle(appendNext);
  };
  afterLoad(win, () => idle(appendNext));
  return true;
}
