import { expect, test } from '@playwright/test';

test.describe('mobile chrome', () => {
  test('the bottom bar goes to Categories, Search and Cart, marking the current tab', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Основное меню' });
    await expect(bar.getByRole('link', { name: 'Главная' })).toHaveAttribute('aria-current', 'page');
    await bar.getByRole('link', { name: 'Категории' }).click();
    await expect(page).toHaveURL(/\/catalog-home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Каталог' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Лекарственные средства/ })).toBeVisible();
    await bar.getByRole('link', { name: 'Поиск' }).click();
    await expect(page).toHaveURL(/\/search$/);
    // Before typing: popular queries, the five fixed catalogue links and the suggestion chips.
    await expect(page.getByRole('list', { name: 'Популярные запросы' }).getByRole('link')).toHaveCount(5);
    await expect(page.getByRole('list', { name: 'Разделы каталога' }).getByRole('link')).toHaveCount(5);
    await bar.getByRole('link', { name: 'Корзина' }).click();
    await expect(page.getByRole('heading', { name: 'Корзина пуста' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/auth');
  });

  test('the bottom bar and its touch targets in Uzbek', async ({ page }) => {
    await page.goto('/uz');
    const bar = page.getByRole('navigation', { name: 'Asosiy menyu' });
    for (const name of ['Bosh sahifa', 'Kategoriyalar', 'Qidiruv', 'Savat', 'Kirish']) {
      const box = await bar.getByRole('link', { name }).boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    }
    await bar.getByRole('link', { name: 'Kategoriyalar' }).click();
    await expect(page).toHaveURL(/\/uz\/catalog-home$/);
  });

  test('the header search: tap opens /search, typing searches after a pause, Enter submits, leaving clears', async ({
    page,
  }) => {
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Поиск лекарств' });
    await box.click();
    await expect(page).toHaveURL(/\/search$/);
    await box.pressSequentially('Парацетамол');
    // The text-change event fires after 600 ms: the results page follows the text.
    await expect(page).toHaveURL(/\/search\?q=%D0%9F/);
    await expect(
      page.getByRole('heading', { level: 1, name: /Результаты по запросу «Парацетамол»/ }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: /Результаты по запросу/ })
        .getByRole('article')
        .first(),
    ).toBeVisible();
    await box.fill('Ибупрофен');
    await box.press('Enter');
    await expect(page).toHaveURL(/q=%D0%98%D0%B1%D1%83/);
    await page
      .getByRole('navigation', { name: 'Основное меню' })
      .getByRole('link', { name: 'Главная' })
      .click();
    await expect(box).toHaveValue('');
  });

  test('the back button returns to the previous page', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Основное меню' })
      .getByRole('link', { name: 'Категории' })
      .click();
    await page.getByRole('button', { name: 'Назад' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
