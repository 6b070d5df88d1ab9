import { expect, test } from '@playwright/test';

test('the header search: dropdown results, arrows and Enter open a product, Escape closes', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Поиск лекарств' });
  await box.fill('н');
  // One character never searches.
  await expect(page.getByRole('grid')).toHaveCount(0);
  // Enter on it opens the results page, which says why nothing was searched (it did nothing, saying nothing).
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=%D0%BD$/);
  await expect(page.getByRole('main').getByText('Введите не менее 2 символов')).toBeVisible();
  await page.goBack();
  await box.fill('нурофен');
  const rows = page.getByRole('grid', { name: 'Поиск' }).getByRole('row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeLessThanOrEqual(10);
  await expect(page.getByRole('navigation', { name: 'Разделы каталога' }).getByRole('link')).toHaveCount(5);
  await expect(page.getByRole('list', { name: 'Популярные запросы' }).getByRole('link')).toHaveCount(5);

  await box.press('Escape');
  await expect(page.getByRole('grid')).toHaveCount(0);
  await box.press('ArrowDown');
  await expect(rows.first()).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/нурофен/i);
});

test('"Посмотреть все" appears above 10 results and leads to the results page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Поиск лекарств' }).fill('парацетамол');
  await page.getByRole('link', { name: 'Посмотреть все' }).click();
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Результаты по запросу «парацетамол»' }),
  ).toBeVisible();
  await expect(page.getByText(/^\d+ товар/)).toBeVisible();
});

test('a category: breadcrumb, subcategory chips, facets and a grid whose page and filters live in the URL', async ({
  page,
}) => {
  await page.goto('/catalog/lekarstvennye-sredstva');
  await expect(page.getByRole('heading', { level: 1, name: 'Лекарственные средства' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('link', { name: 'Главная' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Жаропонижающие' }).first()).toBeVisible();
  const grid = page.getByRole('list', { name: 'Лекарственные средства' });
  await expect(grid.getByRole('article')).toHaveCount(24);

  const filters = page.getByRole('complementary', { name: 'Фильтры' });
  const makers = filters.getByRole('group', { name: 'Производитель' });
  const label = (await makers.locator('label').first().textContent()) ?? '';
  const maker = makers.getByRole('checkbox', { name: label.trim() });
  await maker.click();
  await expect(page).toHaveURL(/manufacturer=\d+/);
  await expect(maker).toBeChecked();

  await page.getByLabel('Сортировка').selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  // The grid reloads after the URL changes: read its prices once the sorted page is there.
  const pricesShown = () =>
    grid
      .getByRole('article')
      .evaluateAll((cards) =>
        cards.map((card) =>
          Number((card.textContent ?? '').match(/([\d\s]+)\s*сум/)?.[1].replace(/\s/g, '')),
        ),
      );
  await expect
    .poll(async () => {
      const prices = await pricesShown();
      return prices.length > 0 && prices.every((price, i) => i === 0 || prices[i - 1] <= price);
    })
    .toBe(true);

  await filters.getByRole('button', { name: 'Сбросить' }).click();
  await page.getByRole('link', { name: 'Вперёд' }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
});

test('in a window as narrow as a phone the filters wait behind a button, and the list starts on the first screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/uz/catalog/lekarstvennye-sredstva');
  const filters = page.getByRole('complementary', { name: 'Filtrlar' });
  const toggle = filters.getByRole('button', { name: 'Filtrlar' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(filters.getByRole('group', { name: 'Ishlab chiqaruvchi' })).toBeHidden();
  const category = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const firstCard = page.getByRole('list', { name: category }).getByRole('article').first();
  await expect(firstCard).toBeVisible();
  const cardTop = (await firstCard.boundingBox())?.y ?? Infinity;
  expect(cardTop, 'the first card within the first screen').toBeLessThan(844);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(filters.getByRole('group', { name: 'Ishlab chiqaruvchi' })).toBeVisible();
  await toggle.click();
  await expect(filters.getByRole('group', { name: 'Ishlab chiqaruvchi' })).toBeHidden();

  // A wide window: the filters beside the list, no button.
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(filters.getByRole('group', { name: 'Ishlab chiqaruvchi' })).toBeVisible();
  await expect(toggle).toBeHidden();
});

test('the Categories menu opens the tree, closes on Escape and gives focus back', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Категории' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: 'Категории' });
  await expect(menu.getByRole('link', { name: 'Лекарственные средства' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await menu.getByRole('link', { name: 'Жаропонижающие' }).click();
  await expect(page).toHaveURL(/\/subcategory\/zharoponizhayushchie$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Жаропонижающие' })).toBeVisible();
});
