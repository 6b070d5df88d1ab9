import { expect, test } from '@playwright/test';

test('unknown pages, a bad parameter and a missing drug show the not-found screen', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Страница не найдена!' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'На главную', exact: true })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'В каталог' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Карта сайта' })).toHaveAttribute('href', '/categories');
  await expect(main.getByRole('link', { name: 'Чат поддержки' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Поиск по сайту' }).fill('нурофен');
  await page.getByRole('searchbox', { name: 'Поиск по сайту' }).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);

  await page.goto('/uz/product/no-such-drug-anywhere');
  await expect(page.getByRole('heading', { name: 'Mahsulot topilmadi!' })).toBeVisible();

  await page.goto('/code/abc');
  await expect(page.getByRole('heading', { name: 'Страница не найдена!' })).toBeVisible();
});

test('a failing API shows the server-error page with the support chat and phone', async ({ page }) => {
  await page.route('**/api/v1/drug/**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":0,"msg":"boom"}' }),
  );
  // The first page is server-rendered (its data never reaches the browser as a call): the failing call is the
  // browser's own, when it opens a product from the hydrated home page.
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.locator('main a[href^="/product/"]').first().click();
  await expect(page.getByRole('heading', { name: 'Ошибка на сервере' })).toBeVisible();
  await expect(page.getByText(/Попробуйте перейти на Главную страницу/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Чат поддержки' }).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /^\+998/ })).toBeVisible();
});

test('the language switch on a product page keeps the product', async ({ page }) => {
  await page.goto('/uz/search?q=paracetamol');
  await page
    .getByRole('list', { name: 'Qidiruv' })
    .getByRole('article')
    .first()
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/uz\/product\/(.+)$/);
  const slug = new URL(page.url()).pathname.replace('/uz/product/', '');
  await expect(page.getByRole('heading', { name: 'Yetkazib berish va olib ketish' })).toBeVisible();
  await page.getByRole('link', { name: 'Русский' }).click();
  // Anchored at the host: "/uz/product/…" ends the same way.
  await expect(page).toHaveURL(new RegExp(`^https?://[^/]+/product/${slug}$`));
  await expect(page.getByRole('heading', { name: 'Доставка и самовывоз' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});

test('a slug or a query the API would refuse is the not-found page (404) or a search, never a 502', async ({
  page,
}) => {
  for (const path of ['/product/ABC', '/product/a_b', '/catalog/ABC', '/uz/product/Nurofen']) {
    const response = await page.goto(path);
    expect([path, response?.status()]).toEqual([path, 404]);
    const title = path.startsWith('/uz/') ? 'Sahifa topilmadi!' : 'Страница не найдена!';
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  // A pasted text longer than the API searches for (100 characters): the results for its first 100.
  const long = `парацетамол ${'x'.repeat(100)}`;
  const search = await page.goto(`/search?q=${encodeURIComponent(long)}`);
  expect(search?.status()).toBe(200);
  // Past the API's last page (10,000): the page answers, with nothing listed.
  const far = await page.goto('/catalog/obezbolivayushchie?page=99999999999');
  expect(far?.status()).toBe(200);
});
