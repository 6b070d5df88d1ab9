import { expect, test } from '@playwright/test';

// Chromium's phone emulation does not put the phone's user agent on the service worker's own script request,
// so the edge would take that request for a computer's and answer with the desktop build's own sw.js. The
// view cookie, which every request carries, makes the choice explicit, as a real phone's user agent would.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'view', value: 'mobile', url: baseURL ?? '' }]);
});

test('after a first visit the app shell loads offline, with the offline notice', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Онлайн-аптека GoPharm' })).toBeVisible();
  // The service worker is registered at the site root and takes over once installed.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Онлайн-аптека GoPharm' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Нет подключения к интернету' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Основное меню' })).toBeVisible();
  await context.setOffline(false);
});

test('API answers never go into the service worker caches', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Популярные товары' }).getByRole('article').first(),
  ).toBeVisible();
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
});
