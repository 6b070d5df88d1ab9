import { shouldPrefetch } from '@gopharm/shell';

/**
 * Fetches the code of the screens a shopper most often opens next (product, cart, search) once the page is
 * idle, so tapping there is instant; skipped on 2g or with save-data, where every byte counts.
 */
export function prefetchScreens(loaders: (() => Promise<unknown>)[], win: Window = window): void {
  if (!shouldPrefetch(win.navigator)) return;
  const run = () => {
    for (const load of loaders) void load().catch(() => undefined);
  };
  const idle = (win as Window & { requestIdleCallback?: (callback: () => void) => number })
    .requestIdleCallback;
  if (win.document.readyState === 'complete') (idle ?? setTimeout)(run);
  else win.addEventListener('load', () => (idle ?? setTimeout)(run), { once: true });
}
