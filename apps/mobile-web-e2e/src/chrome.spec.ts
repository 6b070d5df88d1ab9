import { expect, test } from '@playwright/test';
import { textsFor } from '@gopharm/i18n/texts';

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

  test('the bottom bar and its touch targets in Uzbek, every label whole at 390 and 360 px', async ({
    page,
  }) => {
    const { t } = textsFor('uz');
    const names = ['home', 'categories', 'search', 'cart', 'signIn'].map((key) => t(`bottomBar.${key}`));
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 780 });
      await page.goto('/uz');
      const bar = page.getByRole('navigation', { name: t('bottomBar.label') });
      for (const name of names) {
        const link = bar.getByRole('link', { name });
        const box = await link.boundingBox();
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
        expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
        // Not cut ("Bosh sa…"): the label's text fits its box.
        const cut = await link.evaluate((element) =>
          // The label is the link's last span (the icon comes first).
          [element.querySelector(':scope > span:last-child')].some(
            (span) =>
              !span || span.scrollWidth > span.clientWidth + 1 || span.scrollHeight > span.clientHeight + 1,
          ),
        );
        expect({ width, name, cut }).toEqual({ width, name, cut: false });
      }
    }
    await page
      .getByRole('navigation', { name: t('bottomBar.label') })
      .getByRole('link', { name: t('bottomBar.categories') })
      .click();
    await expect(page).toHaveURL(/\/uz\/catalog-home$/);
  });

  for (const lang of ['ru', 'uz'] as const) {
    test(`${lang}: the header search: tap opens /search, typing searches after a pause, Enter submits, leaving clears`, async ({
      page,
    }) => {
      const { t, at } = textsFor(lang);
      const [first, second] = lang === 'uz' ? ['Paracetamol', 'Ibuprofen'] : ['Парацетамол', 'Ибупрофен'];
      await page.goto(at('/'));
      const box = page.getByRole('searchbox', { name: t('search.placeholder') });
      await box.click();
      await expect(page).toHaveURL(new RegExp(`${at('/search')}$`));
      await box.pressSequentially(first);
      // The text-change event fires after 600 ms: the results page follows the text.
      await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(first)}`));
      const results = t('search.resultsFor', { query: first });
      await expect(page.getByRole('heading', { level: 1, name: results })).toBeVisible();
      await expect(
        page
          .getByRole('list', { name: t('search.title') })
          .getByRole('article')
          .first(),
      ).toBeVisible();
      await box.fill(second);
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(second)}`));
      await page
        .getByRole('navigation', { name: t('bottomBar.label') })
        .getByRole('link', { name: t('bottomBar.home') })
        .click();
      await expect(box).toHaveValue('');
    });
  }

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
