import { expect, test } from '@playwright/test';

test('the service worker is registered at the site root and never answers an API call', async ({ page }) => {
  await page.goto('/');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const apiFromWorker = await page.evaluate(async () => {
    await fetch('/api/v1/categories');
    const names = await caches.keys();
    for (const name of names) {
      const cache = await caches.open(name);
      const keys = await cache.keys();
      if (keys.some((request) => new URL(request.url).pathname.startsWith('/api/'))) return true;
    }
    return false;
  });
  expect(apiFromWorker).toBe(false);
});

test('the worker keeps the whole first load at install, and the site opens offline after a first visit', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  const precached = await page.evaluate(async () => {
    const name = (await caches.keys()).find((cache) => cache.startsWith('workbox-precache'));
    if (!name) return [];
    return (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
  });
  // The libraries' chunks are part of the first load: a worker that kept only the entry missed them.
  expect(precached.some((path) => /^\/desktop-assets\/react-[\w-]+\.js$/.test(path))).toBe(true);
  expect(precached.some((path) => /^\/desktop-assets\/index-[\w-]+\.js$/.test(path))).toBe(true);
  expect(precached).toContain('/favicon.svg');
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Онлайн-аптека GoPharm' })).toBeVisible();
  await context.setOffline(false);
});
