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
