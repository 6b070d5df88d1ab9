import { expect, test } from '@playwright/test';
import { findDrug } from './support';

test('favourites and recently seen keep the drugs a shopper marked and opened', async ({ page, request }) => {
  const first = await findDrug(request, 'Парацетамол');
  const second = await findDrug(request, 'Ибупрофен');
  await page.goto(`/product/${first.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  const buyBox = page.getByRole('region', { name: 'Цена' });
  await buyBox.getByRole('button', { name: 'Добавить в избранное' }).click();
  await expect(buyBox.getByRole('button', { name: 'Убрать из избранного' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goto(`/product/${second.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: second.name })).toBeVisible();
  // The product page lists the drug seen before it.
  await expect(
    page.getByRole('list', { name: 'Вы недавно смотрели' }).getByRole('article', { name: first.name }),
  ).toBeVisible();

  await page.goto('/recently-seen');
  const recent = page.getByRole('list', { name: 'Вы недавно смотрели' });
  await expect(recent.getByRole('article')).toHaveCount(2);
  await expect(recent.getByRole('article').first()).toHaveAccessibleName(second.name);

  await page.goto('/favorites');
  const favourites = page.getByRole('list', { name: 'Избранное' });
  await expect(favourites.getByRole('article')).toHaveCount(1);
  await favourites.getByRole('button', { name: 'Убрать из избранного' }).click();
  await expect(page.getByRole('heading', { name: 'В избранном пока ничего нет' })).toBeVisible();
});

test('the language switch on a product page keeps the product and the cart', async ({ page, request }) => {
  const drug = await findDrug(request, 'Парацетамол');
  await page.goto(`/product/${drug.slug}`);
  await page.getByRole('region', { name: 'Цена' }).getByRole('button', { name: 'В корзину' }).click();
  await page.getByRole('link', { name: 'Oʻzbekcha' }).click();
  await expect(page).toHaveURL(new RegExp(`/uz/product/${drug.slug}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
  await expect(page.getByRole('heading', { level: 2, name: 'Yetkazib berish va olib ketish' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Asosiy menyu' }).getByRole('link', { name: 'Savat' }),
  ).toContainText('1');
  await page.getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(new RegExp(`^[^?]*/product/${drug.slug}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Доставка и самовывоз' })).toBeVisible();
});
