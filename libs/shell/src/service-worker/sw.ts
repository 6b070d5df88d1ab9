/// <reference lib="webworker" />
// Both apps' service worker at /sw.js (decision record 0009), built into each app by
// tools/build/vite-service-worker.ts: the app's first load precached, its other build files kept once used, pages
// from the network first with the last copy offline, and nothing of the API, ever.
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

declare let self: ServiceWorkerGlobalScope;

// The files of the app's first load (what its index.html links) and the icon: the list is written in at build.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A screen's chunk, its styles and pictures: kept the first time they are used, so nobody downloads screens they
// never open. Build files have hashed names the edge sends `immutable`: a kept copy is always right.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && /^\/[a-z]+-assets\//.test(url.pathname),
  new CacheFirst({
    cacheName: 'gopharm-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 150, purgeOnQuotaError: true })],
  }),
);

const PAGES = 'gopharm-pages';

// Pages: from the network first (the edge fills in a fresh CSP nonce, prices and stock), the last copy when
// offline. A page holds nothing personal (the server renders none). API answers are never kept: no route for them.
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: PAGES,
      networkTimeoutSeconds: 5,
      plugins: [
        new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true }),
      ],
    }),
    { denylist: [/^\/api\//] },
  ),
);

// Offline on a page never opened before: any kept page starts the app, which then says it is offline.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const cache = await caches.open(PAGES);
  const [first] = await cache.keys();
  return (first && (await cache.match(first))) || Response.error();
});
