/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';

declare let self: ServiceWorkerGlobalScope;

// The build's hashed scripts, styles and pictures (the list is written in by vite-plugin-pwa).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const PAGES = 'gopharm-pages';

// Pages: from the network first (the edge fills in a fresh CSP nonce), the last copy when offline. The page
// is the app shell only: nothing personal is in it. API answers are never cached: /api/ has no route here.
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: PAGES,
      networkTimeoutSeconds: 5,
      plugins: [new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 7 * 24 * 3600 })],
    }),
    { denylist: [/^\/api\//] },
  ),
);

// Offline on a page never opened before: any cached page boots the app, which then shows the offline notice.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const cache = await caches.open(PAGES);
  const [first] = await cache.keys();
  return (first && (await cache.match(first))) || Response.error();
});

self.addEventListener('message', (event) => {
  if (event.data === 'SKIP_WAITING') void self.skipWaiting();
});
