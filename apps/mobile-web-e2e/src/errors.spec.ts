import { expect, test } from '@playwright/test';

test('an unknown page answers 404 with the mobile not-found screen, without categories 706 and 708', async ({
  page,
}) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена!' })).toBeVisible();
  const popular = page.getByRole('list', { name: 'Популярные категории' });
  await expect(popular.getByRole('link', { name: 'Лекарственные средства' })).toBeVisible();
  await expect(popular.getByText('Архив')).toHaveCount(0);
  await expect(popular.getByText('Служебная категория')).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Поиск по сайту' }).fill('Нурофен');
  await page.getByRole('searchbox', { name: 'Поиск по сайту' }).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
});

test('an unknown product shows "deleted or did not exist" in Uzbek', async ({ page }) => {
  const response = await page.goto('/uz/product/no-such-drug-anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Mahsulot topilmadi!' })).toBeVisible();
  await expect(page.getByText('Siz izlayotgan dori oʻchirilgan yoki mavjud boʻlmagan')).toBeVisible();
});

test('a drug call answering 500 shows the server-error page, a lost connection a retry', async ({ page }) => {
  await page.route('**/api/v1/drug/**', (route) => route.fulfill({ status: 500, body: '{"msg":"boom"}' }));
  // The first page is server-rendered (its data never reaches the browser as a call): the failing call is the
  // browser's own, when it opens a product from the hydrated home page.
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const products = page.locator('main a[href^="/product/"]');
  await products.first().click();
  // Spec, section 8: any failure but "Network Error" shows the server-error page.
  await expect(page.getByRole('heading', { name: 'Ошибка на сервере' })).toBeVisible();
  await page.goBack();
  await page.unroute('**/api/v1/drug/**');
  await page.route('**/api/v1/drug/**', (route) => route.abort('internetdisconnected'));
  await products.nth(1).click();
  // "Network Error": no error page; the network notice's words and a retry in place of the drug.
  const lost = page.getByRole('alert').filter({ hasText: 'Проверьте подключение к интернету!' });
  await expect(lost).toBeVisible();
  await expect(lost.getByRole('button', { name: 'Повторить' })).toBeVisible();
});

test('a slug or a query the API would refuse is the not-found page (404) or a search, never a 502', async ({
  page,
}) => {
  for (const path of ['/product/ABC', '/product/a_b', '/catalog/ABC', '/uz/product/Nurofen']) {
    const response = await page.goto(path);
    expect([path, response?.status()]).toEqual([path, 404]);
    const title = path.startsWith('/uz/') ? 'Sahifa topilmadi!' : 'Страница не найдена!';
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
  // A pasted text longer than the API searches for (100 characters): the results for its first 100.
  const long = `парацетамол ${'x'.repeat(100)}`;
  const search = await page.goto(`/search?q=${encodeURIComponent(long)}`);
  expect(search?.status()).toBe(200);
  // Past the API's last page (10,000): the page answers, with nothing listed.
  const far = await page.goto('/catalog/obezbolivayushchie?page=99999999999');
  expect(far?.status()).toBe(200);
});
