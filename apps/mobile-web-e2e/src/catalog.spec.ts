import { expect, test } from '@playwright/test';

test('a category shows the breadcrumb, subcategory chips, the grid and sorts and filters in bottom sheets', async ({
  page,
}) => {
  await page.goto('/catalog/lekarstvennye-sredstva');
  await expect(page.getByRole('heading', { level: 1, name: 'Лекарственные средства' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Подкатегории' }).getByRole('link', { name: 'Антибиотики' }),
  ).toBeVisible();
  const grid = page.getByRole('list', { name: 'Лекарственные средства' });
  await expect(grid.getByRole('article').first()).toBeVisible();
  await expect(page.getByText(/\d+ товар/)).toBeVisible();

  await page.getByRole('button', { name: 'Сортировка' }).click();
  const sortSheet = page.getByRole('dialog', { name: 'Сортировка' });
  // One tap chooses and closes the sheet.
  await sortSheet.getByLabel('Сначала дешевле').click();
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(sortSheet).toBeHidden();

  await page.getByRole('button', { name: 'Фильтры' }).click();
  const filters = page.getByRole('dialog', { name: 'Фильтры' });
  await filters.getByLabel('Только в наличии').check();
  await filters.getByRole('button', { name: 'Применить' }).click();
  await expect(page).toHaveURL(/in_stock=1/);
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(grid.getByRole('article').first()).toBeVisible();

  await page.getByRole('list', { name: 'Подкатегории' }).getByRole('link', { name: 'Антибиотики' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Антибиотики' })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Навигационная цепочка' })
      .getByRole('link', { name: 'Лекарственные средства' }),
  ).toBeVisible();
});

test('the catalogue in Uzbek keeps pages in the URL', async ({ page }) => {
  await page.goto('/uz/catalog/lekarstvennye-sredstva?page=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Dori vositalari' })).toBeVisible();
  await expect(page.getByText('2-sahifa')).toBeVisible();
  await page.getByRole('link', { name: 'Oldinga' }).click();
  await expect(page).toHaveURL(/page=3/);
});
