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
  await page.goto('/uz/product/no-such-drug-anywhere');
  await expect(page.getByRole('heading', { level: 1, name: 'Sahifa topilmadi!' })).toBeVisible();
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
  await expect(page.getByRole('alert').filter({ hasText: 'Не удалось загрузить данные' })).toBeVisible();
});
