import { expect, test } from '@playwright/test';

test('a desktop browser gets the desktop app', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.headers()['vary']).toContain('Sec-CH-UA-Mobile');
  await expect(page.locator('link[rel="modulepreload"][href*="/desktop-assets/index-"]')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
});

test('the home page lists categories from the API in Russian', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Онлайн-аптека GoPharm' })).toBeVisible();
  const categories = page.getByRole('list', { name: 'Категории' });
  await expect(categories.getByRole('link', { name: /Лекарственные средства/ })).toHaveAttribute(
    'href',
    '/catalog/lekarstvennye-sredstva',
  );
  await expect(categories.getByRole('link', { name: /Витамины и БАДы/ })).toBeVisible();
  await expect(categories.getByText('Служебная категория')).toHaveCount(0);
});

test('the home page lists categories in Uzbek at /uz, and the language switch keeps the page', async ({
  page,
}) => {
  await page.goto('/uz');
  await expect(page.getByRole('heading', { level: 1, name: 'GoPharm onlayn dorixonasi' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
  const categories = page.getByRole('list', { name: 'Kategoriyalar' });
  await expect(categories.getByRole('link', { name: /Dori vositalari/ })).toHaveAttribute(
    'href',
    '/uz/catalog/lekarstvennye-sredstva',
  );
  await page.getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('list', { name: 'Категории' }).getByRole('link', { name: /Лекарственные средства/ }),
  ).toBeVisible();
});

test('an unknown page answers 404 with the not-found screen', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Страница не найдена!' })).toBeVisible();
});
