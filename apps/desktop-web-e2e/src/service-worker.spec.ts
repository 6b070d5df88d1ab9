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
