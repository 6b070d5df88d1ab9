import { waitForAppStart } from '@gopharm/util/testing';
import { expect, test } from '@playwright/test';

test('a phone gets the mobile app', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.headers()['vary']).toContain('User-Agent');
  await expect(page.locator('link[rel="modulepreload"][href*="/mobile-assets/index-"]')).toHaveCount(1);
});

test('the view cookie gives a phone the desktop app', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'view', value: 'desktop', url: baseURL ?? '' }]);
  await page.goto('/');
  await expect(page.locator('link[rel="modulepreload"][href*="/desktop-assets/index-"]')).toHaveCount(1);
});

test('the home page lists categories from the API in Russian', async ({ page }) => {
  await page.goto('/');
  const categories = page.getByRole('list', { name: 'Категории' });
  await expect(categories.getByRole('link', { name: /Лекарственные средства/ })).toBeVisible();
  await expect(categories.getByText('Архив')).toHaveCount(0);
});

test('the home page lists categories in Uzbek at /uz', async ({ page }) => {
  await page.goto('/uz');
  await expect(page.getByRole('heading', { level: 1, name: 'GoPharm onlayn dorixonasi' })).toBeVisible();
  const categories = page.getByRole('list', { name: 'Kategoriyalar' });
  await expect(categories.getByRole('link', { name: /Dori vositalari/ })).toHaveAttribute(
    'href',
    '/uz/catalog/lekarstvennye-sredstva',
  );
});

test('once the home page is idle, the likely next screens are fetched, running none of their code', async ({
  page,
}) => {
  const fetched = new Set<string>();
  page.on('requestfinished', (request) => fetched.add(new URL(request.url()).pathname));
  const answer = await page.goto('/');
  // The server lists their files (product, cart, search screens), each not already on the page. Read from its
  // HTML: once idle, the app moves the template's links into the head, leaving it empty.
  const template =
    /<template id="gp-prefetch">(.*?)<\/template>/.exec((await answer?.text()) ?? '')?.[1] ?? '';
  const next = [...template.matchAll(/ href="([^"]+)"/g)].map(([, href]) => href);
  expect(next.some((href) => /\/mobile-assets\/product-page-[\w-]+\.js$/.test(href))).toBe(true);
  const nextStylesheets = next.filter((href) => href.endsWith('.css'));
  expect(nextStylesheets.length).toBeGreaterThan(0);
  await waitForAppStart(page);
  await expect.poll(() => next.filter((href) => !fetched.has(href)), { timeout: 15_000 }).toEqual([]);
  // Fetched, not loaded: no screen's stylesheet joined the page (adding one restyled the whole page).
  const stylesheets = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="stylesheet"]:not([disabled])')].map((link) =>
      link.getAttribute('href'),
    ),
  );
  expect(stylesheets.filter((href) => nextStylesheets.includes(href ?? ''))).toEqual([]);
});
